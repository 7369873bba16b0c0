import { z } from 'zod';
import type { Language } from './primitives';

// The tutor's safety check (decisions.md "AI tutor"): what it found in a student's message, and
// the caring reply the student gets instead of a lesson answer.

export const safetyKinds = [
  'self_harm',
  'abuse',
  'bullying',
  'sexual_exploitation',
  'online_threat',
  'hopelessness',
] as const;
export type SafetyKind = (typeof safetyKinds)[number];

/** high: a risk to life or ongoing abuse; medium: distress, bullying. */
export const safetySeverities = ['high', 'medium'] as const;
export type SafetySeverity = (typeof safetySeverities)[number];

/** Travels beside `requires_teacher_attention` on a reply that answered a safety message. */
export const safetyVerdictSchema = z.object({
  kind: z.enum(safetyKinds),
  severity: z.enum(safetySeverities),
});
export type SafetyVerdictInfo = z.infer<typeof safetyVerdictSchema>;

// Replies: what fits the kind, then who can help (a trusted adult; 999, the national emergency
// number; the Child Helpline 1098, both free), then honestly who may read this conversation.
const bn = {
  self_harm:
    'তুমি যা লিখেছ তা খুব গুরুত্বপূর্ণ, আর আমাকে জানিয়েছ বলে ভালো করেছ। তুমি একা নও, আর এই কষ্ট তোমাকে একা বইতে হবে না। ' +
    'এখনই তোমার বিশ্বস্ত কোনো বড় মানুষের সঙ্গে কথা বলো: মা-বাবা, পরিবারের কেউ বা তোমার শিক্ষক।',
  abuse:
    'তুমি যা লিখেছ তা খুব গুরুত্বপূর্ণ, আর আমাকে জানিয়েছ বলে ভালো করেছ। কেউ তোমাকে মারলে, আটকে রাখলে বা কষ্ট দিলে ' +
    'তা কখনো তোমার দোষ নয়। যাকে বিশ্বাস করো এমন একজন বড় মানুষকে জানাও: পরিবারের অন্য কেউ, তোমার শিক্ষক বা প্রতিবেশী।',
  bullying:
    'কেউ তোমাকে নিয়ে হাসাহাসি করলে, খেপালে বা কষ্ট দিলে তা তোমার দোষ নয়, আর তুমি এটা সহ্য করে যেতে বাধ্য নও। ' +
    'তোমার শ্রেণিশিক্ষক, প্রধান শিক্ষক বা মা-বাবাকে জানাও; কী হয়েছে, কবে হয়েছে লিখে রাখলে তাঁদের সুবিধা হবে।',
  sexual_exploitation:
    'তুমি যা লিখেছ তা খুব গুরুত্বপূর্ণ, আর আমাকে জানিয়েছ বলে ভালো করেছ। এটা কখনো তোমার দোষ নয়। ' +
    'ওই মানুষটিকে আর উত্তর দিও না, কোনো ছবি পাঠিও না, দেখা করতে যেও না; মেসেজগুলো মুছে ফেলো না, প্রমাণ হিসেবে রেখে দাও। ' +
    'আর এখনই একজন বিশ্বস্ত বড় মানুষকে জানাও: মা-বাবা, পরিবারের কেউ বা তোমার শিক্ষক।',
  online_threat:
    'তুমি যা লিখেছ তা খুব গুরুত্বপূর্ণ, আর আমাকে জানিয়েছ বলে ভালো করেছ। কেউ ভয় দেখালে তা তোমার দোষ নয়। ' +
    'ওই মানুষটিকে আর উত্তর দিও না, টাকা বা ছবি পাঠিও না; মেসেজগুলো মুছে ফেলো না, প্রমাণ হিসেবে রেখে দাও। ' +
    'আর এখনই একজন বিশ্বস্ত বড় মানুষকে জানাও: মা-বাবা, পরিবারের কেউ বা তোমার শিক্ষক।',
  hopelessness:
    'মন এতটা খারাপ থাকলে তা একা বয়ে বেড়াতে হবে না; আমাকে জানিয়েছ বলে ভালো করেছ। তোমার বিশ্বস্ত কোনো বড় মানুষের সঙ্গে ' +
    'আজই কথা বলো: মা-বাবা, পরিবারের কেউ বা তোমার শিক্ষক। কথা বললে ভার অনেকটা হালকা হয়।',
} satisfies Record<SafetyKind, string>;

const bnHelp =
  '\n\nতুমি বা অন্য কেউ যদি এখনই বিপদে থাকো, জাতীয় জরুরি সেবা **৯৯৯**-এ ফোন করো। ' +
  'শিশুদের জন্য চাইল্ড হেল্পলাইন **১০৯৮**-এ ফোন করেও কথা বলতে পারো। দুটিই বিনা খরচে।';
const bnWhoReads =
  '\n\nআমি একটি এআই শিক্ষক, তাই এ বিষয়ে ঠিকমতো সাহায্য করতে পারব না। তোমার সাহায্যের জন্য একজন শিক্ষক বা ' +
  'এই প্ল্যাটফর্মের দায়িত্বে থাকা কেউ এই কথোপকথনটি পড়তে পারেন।';

const en = {
  self_harm:
    'What you wrote matters, and I am glad you told me. You are not alone, and you do not have to carry this by yourself. ' +
    'Please talk to an adult you trust right now: a parent, someone in your family, or your teacher.',
  abuse:
    'What you wrote matters, and I am glad you told me. If someone hits you, locks you in or hurts you, it is never your ' +
    'fault. Tell an adult you trust: someone else in your family, your teacher or a neighbour.',
  bullying:
    'If people laugh at you, tease you or hurt you, it is not your fault, and you do not have to put up with it. ' +
    'Tell your class teacher, the head teacher or your parents; writing down what happened and when will help them.',
  sexual_exploitation:
    'What you wrote matters, and I am glad you told me. This is never your fault. Do not reply to that person, do not ' +
    'send any pictures and do not go to meet them; do not delete the messages, keep them as evidence. ' +
    'Tell an adult you trust right now: a parent, someone in your family, or your teacher.',
  online_threat:
    'What you wrote matters, and I am glad you told me. Being threatened is not your fault. Do not reply to that person, ' +
    'do not send money or pictures; do not delete the messages, keep them as evidence. ' +
    'Tell an adult you trust right now: a parent, someone in your family, or your teacher.',
  hopelessness:
    'When you feel this low, you do not have to carry it alone, and I am glad you told me. Please talk to an adult you ' +
    'trust today: a parent, someone in your family, or your teacher. Talking makes the weight lighter.',
} satisfies Record<SafetyKind, string>;

const enHelp =
  '\n\nIf you or someone else is in danger right now, call the national emergency number **999**. ' +
  'The Child Helpline **1098** is there for children too. Both are free.';
const enWhoReads =
  '\n\nI am an AI tutor, so I cannot help with this properly. So that you get help, a teacher or someone responsible ' +
  'for this platform may read this conversation.';

/** The caring reply to a message the safety check flagged, fitting its kind. */
export function safetyReply(kind: SafetyKind, language: Language): string {
  return language === 'en' ? en[kind] + enHelp + enWhoReads : bn[kind] + bnHelp + bnWhoReads;
}

// A gentle check-in, for a message the safety check is not sure about (its statistical model
// alone found it, with middling confidence): it asks rather than tells, still names who can help,
// and the message is still flagged for an adult.
const bnCheckIn =
  'তোমার কথাটা পড়ে মনে হলো, তুমি হয়তো কোনো কষ্ট বা ঝামেলার মধ্যে আছ। যদি তাই হয়, আমাকে জানিয়েছ বলে ভালো করেছ, ' +
  'আর একজন বিশ্বস্ত বড় মানুষকে আজই বলো: মা-বাবা, পরিবারের কেউ বা তোমার শিক্ষক। ' +
  'আর যদি এটা পড়ার প্রশ্ন হয়, প্রশ্নটা আরেকবার একটু খুলে লেখো, আমি সাহায্য করব।';
const enCheckIn =
  'Reading your message, I wonder whether something is troubling you. If it is, I am glad you told me, and please tell ' +
  'an adult you trust today: a parent, someone in your family, or your teacher. ' +
  'And if this is a question about your lesson, write it once more in a little more detail and I will help.';

/** The gentle check-in reply to a message the safety check flagged without being sure. */
export function safetyCheckInReply(language: Language): string {
  return language === 'en' ? enCheckIn + enHelp + enWhoReads : bnCheckIn + bnHelp + bnWhoReads;
}
