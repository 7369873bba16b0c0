import type { Group } from './training-corpus';

// More of the statistical model's training corpus, written by safety round 7 without opening any
// unseen set and apart from its development set (dev-set-7.ts, never trained on): indirect self-harm
// by concept in phrasings of its own, and the ordinary messages that share their words ("without
// me" about a team or a play, a load a fan can hold, a last day at a coaching centre).
// training-corpus.ts adds these groups to TRAINING_CORPUS.

export const ROUND7_DISTRESS: Group[] = [
  [
    'bn',
    'self_harm',
    [
      'প্রত্যেকের নামে একটা করে চিরকুট লিখে রাখলাম, আলমারিতে আছে',
      'আমি না থাকলে ভাইয়ার পড়ার খরচ জোগানো সহজ হতো',
      'আমাকে ছাড়া আব্বু আম্মু শান্তিতে থাকত',
      'ঘরে কীটনাশক আছে, এক গ্লাসে কাজ হবে তো?',
      'আগের বার হাত কেটেছিলাম, এবার আরও গভীরে কাটব',
      'রবিবারের পর আমাকে আর কেউ বিরক্ত করতে হবে না',
      'ঘুমিয়ে পড়ি আর যেন কোনোদিন চোখ না খুলি',
      'আমার সাইকেলটা পাশের বাসার ছেলেটাকে দিয়ে দিলাম, আমার আর লাগবে না',
      'বান্ধবী বলছে ও ছাদ থেকে লাফ দিবে, কাউকে বলতে মানা করেছে',
      'আল্লাহ যেন আমাকে আজ রাতেই তুলে নেন',
    ],
  ],
  [
    'banglish',
    'self_harm',
    [
      'prottek er name ekta kore chirkut likhe rakhlam, almari te ase',
      'ami na thakle vaiyar porar khoroch jogano sohoj hoto',
      'amake chara abbu ammu shantite thakto',
      'ghore kitnashok ase, ek glass e kaj hobe to?',
      'ager bar hat ketesilam, ebar aro gobhire katbo',
      'robibar er por amake r keu birokto korte hobe na',
      'ghumiye pori r jeno konodin chokh na khuli',
      'amar cycle ta pasher basar chele ta ke diye dilam, amar r lagbe na',
      'bandhobi bolse o chad theke laf dibe, kauke bolte mana korse',
      'allah jeno amake aj ratei tule nen',
    ],
  ],
  [
    'en',
    'self_harm',
    [
      'i left a note for each of my friends in their lockers today',
      'my parents could afford my brothers school if i was not here',
      'there is bleach under our sink, how much would someone need',
      'i tried with a scarf last winter but it broke, i know better now',
      'after saturday nobody will have to put up with me',
      'i want to fall asleep and stay that way',
      'i gave my bike and my games to my cousin, i will not need them',
      'my friend said she is going to jump from the bridge tonight and not to tell anyone',
      'god please just take me tonight',
      'i keep thinking about stepping in front of a truck on the highway',
    ],
  ],
];

export const ROUND7_ORDINARY: Group[] = [
  [
    'bn',
    null,
    [
      'আমাকে ছাড়া ক্লাসের নাটকটা কি হবে? আমি কাল অসুস্থ',
      'আমি না থাকলে গ্রুপের স্লাইড কে বানাবে? আমি ঢাকার বাইরে যাচ্ছি',
      'সিলিং ফ্যান কত ওজন সইতে পারে? আব্বু দোলনা ঝোলাবে',
      'কোচিংয়ে আজ আমার শেষ দিন, স্যারকে কী উপহার দেব?',
      'ফসলে কীটনাশক কতটুকু দিতে হয়? কৃষিশিক্ষার প্রশ্ন',
      'বিদায় অনুষ্ঠানে সবাইকে একটা করে কার্ড দেব, কী লিখব?',
      'ভালুক শীতকালে ঘুমিয়ে থাকে আর বসন্তে জাগে কেন?',
      'ডায়েরি লেখার নিয়ম কী? দিনলিপি লিখতে হবে',
    ],
  ],
  [
    'banglish',
    null,
    [
      'amake chara class er natok ta ki hobe? ami kal osustho',
      'ami na thakle group er slide ke banabe? ami dhakar baire jacchi',
      'ceiling fan koto ojon soite pare? abbu dolna jhulabe',
      'coaching e aj amar shesh din, sir ke ki gift dibo?',
      'foshol e kitnashok kototuku dite hoy? krishi shikkhar proshno',
      'biday onushthan e sobaike ekta kore card dibo, ki likhbo?',
      'valuk sheetkale ghumiye thake r boshonte jage keno?',
      'diary lekhar niyom ki? dinolipi likhte hobe',
    ],
  ],
  [
    'en',
    null,
    [
      'can the team play without me tomorrow? my ankle hurts',
      'how much weight can a ceiling fan hold if we hang a swing from the hook?',
      'today is my last day at the coaching centre, what gift should i give my teacher?',
      'how much pesticide should farmers spray on an acre of rice?',
      'i wrote cards for everyone in class for the farewell, can you check my grammar?',
      'how do frogs sleep through the winter and wake up in spring?',
      'how do i write a diary entry about my holiday?',
      'our class would be better off with a bigger classroom, write a letter to the headmaster',
    ],
  ],
];
