import type { Messages } from './types';

/** The public landing page. */
export const landingMessages = {
  landingHeroEyebrow: 'ষষ্ঠ থেকে দশম শ্রেণি · সম্পূর্ণ বিনামূল্যে',
  /** Typed 100 ms per character: keep it 56 characters long (spec §9; the danda keeps the তুমি form at 56). */
  landingHeadline: 'যেকোনো সময় বাংলায় প্রশ্ন করো, বুঝিয়ে দেবে এআই শিক্ষক।',
  /** Claims only what the product has (issue 16): not every chapter is written yet. */
  landingHeroLead:
    'জাতীয় শিক্ষাক্রমের অধ্যায় ধরে সাজানো পাঠ সহজ বাংলায়, একে একে আরও অধ্যায় লেখা হচ্ছে। সাথে কুইজ আর সবসময় পাশে থাকা এআই শিক্ষক। কম ডেটাতেই চলে, মোবাইলেও আরামে পড়া যায়।',
  landingSeeDemo: 'ডেমো দেখো',
  landingHeroNote: 'কোনো খরচ নেই · নিবন্ধন করতে এক মিনিটও লাগে না',
  /** Accessible name of the marketing figures. */
  landingStatsLabel: 'এক নজরে',
  /** Spec §1: static marketing claims, not data. */
  landingStatAccuracyValue: '৯৯%',
  landingStatAccuracyLabel: 'নির্ভুলতা',
  landingStatSubjectsValue: '৫+',
  landingStatSubjectsLabel: 'বিষয়',
  landingStatChaptersValue: '১০০+',
  landingStatChaptersLabel: 'অধ্যায়',
  landingStatAlwaysValue: '২৪/৭',
  landingStatAlwaysLabel: 'এআই সহায়তা',
  landingFeaturesTitle: 'ভালোভাবে শেখার জন্য যা যা দরকার',
  landingFeaturesLead: 'পাঠ, প্রশ্নোত্তর আর অনুশীলন, সব এক জায়গায়।',
  landingFeatureTutorTitle: 'ব্যক্তিগত এআই শিক্ষক',
  landingFeatureTutorText: 'পড়তে গিয়ে আটকে গেলে প্রশ্ন করো। উত্তর আসবে সহজ বাংলায়, ধাপে ধাপে বুঝিয়ে।',
  landingFeatureLessonsTitle: 'ইন্টারঅ্যাক্টিভ পাঠ',
  landingFeatureLessonsText: 'লেখা অধ্যায়গুলো ছোট ছোট টপিকে ভাগ করা, সাথে ছবি, ভিডিও আর গাণিতিক সমীকরণ।',
  landingFeatureQuizTitle: 'কুইজ ও অনুশীলন',
  landingFeatureQuizText: 'সময় ধরে কুইজ দাও, সাথে সাথে জেনে নাও কোন উত্তর ঠিক আর কেন।',
  landingFeatureProgressTitle: 'অগ্রগতির হিসাব',
  landingFeatureProgressText: 'কোথায় থেমেছিলে আর কোন অধ্যায় কতটা শেষ হলো, সব এক নজরে দেখো।',
  landingFeatureBadgesTitle: 'ব্যাজ ও সার্টিফিকেট',
  landingFeatureBadgesText: 'নিয়মিত পড়ে অর্জন করো ব্যাজ আর সার্টিফিকেট।',
  landingFeatureScheduleTitle: 'পড়ার রুটিন',
  landingFeatureScheduleText: 'টাইমার চালু করে পড়ো: ২৫ মিনিট পড়া, তারপর ৫ মিনিট বিরতি।',
  landingDemoTitle: 'এআই শিক্ষকের সাথে একটু কথা বলে দেখো',
  landingDemoLead: 'নিচের আলাপটি একটি নমুনা। তুমিও কিছু লিখে পাঠিয়ে দেখতে পারো।',
  /** Accessible name of the demo chat's message log. */
  demoChatLabel: 'ডেমো চ্যাট',
  demoChatTutorName: 'এআই শিক্ষক',
  demoChatBadge: 'ডেমো',
  demoChatStatus: 'সবসময় প্রস্তুত',
  /** Typing indicator, read by screen readers. */
  demoChatTyping: 'এআই শিক্ষক লিখছে...',
  demoChatInputLabel: 'তোমার প্রশ্ন',
  demoChatInputPlaceholder: 'এখানে প্রশ্ন লেখো...',
  demoChatSend: 'পাঠাও',
  /** Who wrote a message, for screen readers. */
  demoChatFromTutor: 'এআই শিক্ষক বলছে',
  demoChatFromStudent: 'শিক্ষার্থী বলছে',
  demoChatFromVisitor: 'তুমি বলেছ',
  /** Spec §2: the canned reply to anything the visitor types. */
  demoChatReply:
    'এটি শুধু একটি ডেমো, তাই এখানে আসল উত্তর দিতে পারছি না। আসল এআই শিক্ষকের সাথে কথা বলতে বিনামূল্যে নিবন্ধন করো!',
  demoChatRegister: 'নিবন্ধন করো',
  /** The scripted conversation: a student's question, the tutor's steps. */
  demoChatScript1: 'ভগ্নাংশ যোগ করা বুঝতে পারছি না। ১/২ + ১/৩ কীভাবে করব?',
  demoChatScript2: 'চলো ধাপে ধাপে করি! প্রথমে দুই হরের ল.সা.গু. বের করো। ২ আর ৩ এর ল.সা.গু. হলো ৬।',
  demoChatScript3: 'তাহলে ১/২ = ৩/৬ আর ১/৩ = ২/৬?',
  demoChatScript4: 'একদম ঠিক! এবার লব দুটো যোগ করো: ৩ + ২ = ৫। তাই উত্তর ৫/৬। দারুণ করেছ!',
  landingCompareTitle: 'সাধারণ উত্তর বনাম এআই শিক্ষকের উত্তর',
  landingCompareLead: 'শুধু উত্তর নয়, উত্তরটা কীভাবে এলো সেটাও শেখায়।',
  /** Accessible name of the subject switcher. */
  compareSubjectsLabel: 'উদাহরণের বিষয়',
  compareMath: 'গণিত',
  compareScience: 'বিজ্ঞান',
  compareQuestionLabel: 'প্রশ্ন',
  compareBasicTitle: 'সাধারণ উত্তর',
  compareBasicCaption: 'শুধু উত্তর, কোনো ব্যাখ্যা নেই',
  compareAiTitle: 'এআই শিক্ষকের উত্তর',
  compareAiCaption: 'বুঝিয়ে বলে, নিজে ভাবতে শেখায়',
  compareMathQuestion: 'একটি খাতার দাম ২৫ টাকা হলে ৪টি খাতার দাম কত?',
  compareMathBasic: '১০০ টাকা।',
  compareMathAi:
    'চলো ধাপে ধাপে ভাবি। ১টি খাতার দাম ২৫ টাকা, তাই ৪টি খাতার দাম ২৫ × ৪ = ১০০ টাকা। একটির দাম জানা থাকলে গুণ করে অনেকগুলোর দাম বের করা যায়, একে বলে ঐকিক নিয়ম। এবার তুমি বলো তো, ৭টি খাতার দাম কত হবে?',
  compareScienceQuestion: 'গাছ কীভাবে নিজের খাদ্য তৈরি করে?',
  compareScienceBasic: 'সালোকসংশ্লেষণের মাধ্যমে।',
  compareScienceAi:
    'পাতার ক্লোরোফিল সূর্যের আলো শোষণ করে। সেই শক্তি দিয়ে গাছ মাটি থেকে নেওয়া পানি আর বাতাসের কার্বন ডাই-অক্সাইড মিলিয়ে গ্লুকোজ তৈরি করে, আর অক্সিজেন ছেড়ে দেয়। এর নাম সালোকসংশ্লেষণ। ভেবে দেখো তো, ধানখেতে কয়েক দিন রোদ না পড়লে কী হবে?',
  landingAboutTitle: 'আমাদের কথা',
  landingAboutText:
    'বাংলাদেশের ষষ্ঠ থেকে দশম শ্রেণির শিক্ষার্থীদের জন্য একটি বিনামূল্যের শিক্ষা প্ল্যাটফর্ম। আমরা বিশ্বাস করি, শহরে হোক বা গ্রামে, ভালো শিক্ষকের সাহায্য পাওয়ার সুযোগ সবার থাকা উচিত।',
  landingAboutBanglaTitle: 'পুরোটাই বাংলায়',
  landingAboutBanglaText: 'পাঠ, প্রশ্ন আর উত্তর, সবকিছু মাতৃভাষায়।',
  landingAboutCurriculumTitle: 'জাতীয় শিক্ষাক্রম অনুযায়ী',
  landingAboutCurriculumText: 'পাঠ্যবইয়ের অধ্যায় ধরে ধরে সাজানো।',
  landingAboutLightTitle: 'কম ডেটায় চলে',
  landingAboutLightText: 'সাধারণ অ্যান্ড্রয়েড ফোন আর ধীর ইন্টারনেটেও চলে।',
  landingBetaBadge: 'বেটা সংস্করণ',
  landingBetaTitle: 'বেটা প্রোগ্রামে যোগ দাও',
  landingBetaText:
    'আমরা এখন পরীক্ষামূলক সংস্করণে আছি, আর এই সময়ে সব সুবিধা সম্পূর্ণ বিনামূল্যে। তোমার মতামত নিয়েই প্ল্যাটফর্মটি আরও ভালো হবে।',
  landingBetaPoint1: 'সব বিষয় আর এআই শিক্ষক বিনামূল্যে',
  landingBetaPoint2: 'নতুন সুবিধা সবার আগে ব্যবহারের সুযোগ',
  landingBetaPoint3: 'তোমার মতামতেই তৈরি হবে পরের সংস্করণ',
  landingFooterTagline: 'বাংলায় শেখার বিনামূল্যের এআই সহায়ক',
  /** Accessible name of the footer's navigation. */
  landingFooterNav: 'দরকারি লিংক',
  landingFooterSubjects: 'বিষয়সমূহ',
  landingFooterLogin: 'লগইন',
  landingFooterDashboard: 'ড্যাশবোর্ড',
  landingFooterNote: 'বেটা সংস্করণ · ষষ্ঠ থেকে দশম শ্রেণির জন্য',
  /** The landing page's way to the demo quiz. */
  landingTryQuiz: 'অ্যাকাউন্ট ছাড়াই একটি কুইজ দাও',
} as const satisfies Record<string, string>;

export type LandingMessages = Messages<typeof landingMessages>;
