import type { SafetyKind } from '@study/contract';
import { anyCue, cue } from './matcher';
import type { Cue } from './matcher';

// What the classifier looks for, as general mechanisms rather than sentences: a lexicon of stems
// per concept (death, desire, harm, touch, photos …) in Bengali, Banglish and English, and rules
// that need several concepts close together, usually with the student as the subject or object
// ("আমাকে মারে", not "ইংরেজরা কৃষকদের ওপর অত্যাচার করত"). Entries are written in everyday spelling;
// the matcher folds them like the messages. A stem matches every word it begins ("মর" → "মরতে");
// "=" marks an exact word ("die=" is not "diet"); a leading "-" an ending ("-ena": "korena").

// ── Who ───────────────────────────────────────────────────────────────────────────────────────
/** The student speaking of themself. ("আমাদের", "we" are left out: lessons speak of "our history".) */
export const FIRST_PERSON = cue(
  'আমি=', 'আমার=', 'আমাকে=', 'আমায়=', 'আমারে=', 'নিজে', 'মোর=', 'মোরে=',
  'ami=', 'amar=', 'amake=', 'amay=', 'amare=', 'nije', 'amr=', 'amk=', 'amke=',
  // With the emphatic ও/ই ("আমাকেও", "আমারই").
  'আমিও=', 'আমিই=', 'আমারও=', 'আমারই=', 'আমাকেও=', 'আমাকেই=', 'আমারেও=', 'amio=', 'amii=', 'amaro=', 'amari=', 'amakeo=',
  'amakei=',
  'i=', 'im=', 'me=', 'my=', 'myself=', 'mine=',
);
/** The student as the one something is done to. */
const ME_OBJECT = cue(
  'আমাকে=', 'আমায়=', 'আমারে=', 'আমার গায়', 'আমার ওপর', 'আমার উপর', 'আমার শরীর', 'আমার সাথে', 'আমার সঙ্গে',
  'amake=', 'amay=', 'amare=', 'amk=', 'amke=', 'amar gay', 'amar sathe', 'me=', 'myself=',
  'আমাকেও=', 'আমাকেই=', 'আমারেও=', 'amakeo=', 'amakei=', 'amareo=', 'আমার কাছ থেকে', 'amar kach theke', 'from me',
  'আমার চুল', 'আমার পিঠ', 'amar chul', 'amar pith', 'my hair',
);
/** Other people's abuse of "us" (a class, siblings): "the hujur hits us with a cane". */
const HARM_US = cue(
  'hits us', 'beats us', 'slaps us', 'slapped us', 'canes us', 'caned us', 'whips us', 'punches us',
  'kicks us', 'kicked us', 'locks us', 'locked us',
);
const ADULT_EN = cue(
  'dad=', 'father', 'mom=', 'mum=', 'mother', 'parents', 'stepdad', 'stepfather', 'stepmom', 'stepmother', 'step mom',
  'uncle', 'aunt', 'brother', 'teacher', 'tutor', 'sir=', 'hujur', 'huzur', 'grandfather', 'grandmother', 'cousin',
);
/** Other students: harm from them is bullying, from adults abuse. */
export const PEERS = cue(
  'ক্লাসের', 'সহপাঠী', 'বন্ধুরা', 'বন্ধু=', 'সিনিয়র', 'বড় ক্লাসের', 'ছেলেরা', 'মেয়েরা', 'স্কুলের ছেলে', 'স্কুলের মেয়ে',
  'class er', 'classer', 'classmate', 'bondhu', 'senior',
  'kids=', 'classmates', 'boys=', 'girls=', 'seniors', 'students', 'friends',
  'পোলাপান', 'পোলারা', 'মাইয়ারা', 'স্কুলের বড়', 'polapan', 'polara', 'pola=', 'maiyara', 'school er boro',
  'কিছু ছেলে', 'কয়েকটা ছেলে', 'কিছু মেয়ে', 'kichu chele', 'koyekta chele', 'kichu meye', 'some boys', 'some girls',
  'some kids', 'some seniors',
);

// ── Polarity ──────────────────────────────────────────────────────────────────────────────────
export const NEGATION = cue(
  'না=', 'নেই=', 'নাই=', 'নি=',
  'na=', 'nai=', 'nei=', 'ni=', '-ena', '-ina',
  'not=', 'no=', 'never=', 'don=', 'dont=', 'doesn=', 'didn=', 'won=', 'cannot=', 't=',
);
const DESIRE_BN = cue(
  'ইচ্ছ', 'চাই=', 'চাইছি=', 'চায়=', 'মন চায়', 'সাধ', 'ভালো হত', 'ভালো হবে', 'ভালো=', 'শান্তি',
  'icch', 'iccha', 'ichchha', 'echa', 'chai=', 'chay=', 'mon chay', 'bhalo hoto', 'bhalo hobe', 'bhalo=', 'shanti',
);
const DESIRE_EN = cue('want', 'wanna', 'wish', 'rather', 'feel like', 'ready to');
/** Future of the first person: a plan, not a question about the world. */
const INTENT = cue(
  'খাব=', 'দেব=', 'দিব=', 'করব=', 'যাব=', 'খেয়ে ফেলব', 'ভাবছি', 'ভাবতেছি', 'ভাবতাছি',
  'khabo=', 'debo=', 'dibo=', 'korbo=', 'jabo=', 'bhabchi', 'bhabtesi', 'bhabteci', 'bhabtasi', 'ফেলব=', 'felbo=',
  'i will', 'i ll', 'i am going to', 'i m going to', 'im going to', 'i m gonna', 'i am gonna', 'thinking about', 'thinking of',
);
const QUANTITY = cue(
  'কয়টা', 'কয়টি', 'কতগুলো', 'কতগুলি', 'একসাথে', 'সবগুলো', 'পুরো পাতা',
  'koyta', 'kotogulo', 'eksathe', 'how many', 'all the', 'a lot of', 'whole',
);

// ── Self-harm ─────────────────────────────────────────────────────────────────────────────────
/** Enough alone: words that mean self-harm or suicide whatever surrounds them. */
const SELF_HARM_TERMS = cue(
  'নিজেকে শেষ', 'নিজেকে মেরে', 'নিজেকে খুন', 'নিজের জীবন শেষ', 'জীবনটা শেষ করে', 'জীবন শেষ করে',
  'নিজের ক্ষতি কর', 'নিজেকে আঘাত', 'নিজেকে কষ্ট দি', 'ফাঁস দেব', 'ফাঁস দিব', 'ফাঁস নেব',
  'বিষ খাব', 'বিষ খেয়ে মর', 'বিষ খেয়ে ফেল', 'সবকিছু শেষ করে', 'সব কিছু শেষ করে', 'আর ঘুম ভাঙবে না', 'আর না জাগি',
  'nijeke shesh', 'nijeke mere', 'nijer khoti kor',
  'jibon shesh kore', 'sobkichu shesh kore', 'sob kichu shesh kore', 'bish khabo', 'bish kheye mor',
  'kill myself', 'killing myself', 'kill my self', 'end my life', 'end my own life', 'take my own life',
  'take my life', 'end it all=', 'hurt myself', 'hurting myself', 'harm myself', 'harming myself', 'self harm',
  'selfharm', 'cut myself', 'cutting myself', 'burn myself', 'burning myself', 'cut my wrist', 'cut my arm',
  'better off dead', 'never wake up', 'not wake up', 'no reason to live', 'nothing to live for', 'no point living',
  'no point in living', 'why should i live', 'disappear forever',
  // Wishing never to have been born.
  'জন্ম না হত', 'জন্ম না হলেই', 'জন্মই না', 'jonmo na hoto', 'jonmo na holei', 'never born', 'never been born',
  'নিজেকে কষ্ট দি', 'nijeke kosto di', 'nijeke aghat',
  // Sleeping for ever, vanishing from the world.
  'চিরদিনের জন্য ঘুম', 'চিরতরে ঘুম', 'চিরতরে হারিয়ে', 'ঘুমিয়ে থাকতে চাই আর', 'আর কখনো না জাগি', 'আর যেন ঘুম না ভাঙে',
  'chirodiner jonno ghum', 'chirotore ghum', 'chirotore hariye', 'ar ghum na bhange', 'ar jeno ghum na bhange',
  'আর না উঠি', 'আর যেন না উঠি', 'আর না জাগি', 'ar na uthi', 'ar jeno na uthi', 'ar na jagi', 'never get up again',
  'sleep forever', 'sleep and never wake', 'go to sleep forever', 'never wake again', 'vanish forever',
  'disappear from this world', 'disappear from the world',
  'রগ কেটে', 'রগ কাট', 'rog kete', 'rog kat', 'cut my veins', 'slit my wrist',
  'started cutting again', 'been cutting again', 'can t stop cutting', 'cutting again and', 'i relapsed',
);
/**
 * The words for suicide and overdose: a student's own as often as a king's, a famine's or a
 * pharmacology lesson's, so a lesson frame, a joke or a denial can hand them to the model.
 */
const SUICIDE_WORDS = cue(
  'আত্মহত্য', 'আত্মহনন', 'atmohott', 'attohott', 'atmohatt', 'attohatt', 'atmohoty',
  // Split, misspelt (ন for ম) and Hindi-style spellings.
  'আত্নহত্য', 'আত্মহত্ত', 'আত্তহত্য', 'আত্ম হত্য', 'আত্ন হত্য', 'atto hott', 'atmo hott', 'atmo hatt', 'atto hatt',
  'atmahat', 'attahat', 'atmhat', 'suisid', 'suicd', 'sucid', 'suiced', 'suicid', 'overdose', 'ওভারডোজ', 'ওভারডোস',
);
/** The student's own wish or plan, in a Bengali verb that says "I" ("চাই", not "চায়"). */
const MY_WISH_BN = cue(
  'চাই=', 'চাইছি', 'চাইতেছি', 'করব=', 'করতে যাচ্ছি', 'ইচ্ছা করে', 'ইচ্ছে করে', 'ইচ্ছা হয়', 'ইচ্ছে হয়', 'ভাবছি', 'ভাবতেছি', 'ভাবি=',
  'chai=', 'chaichi', 'chaitesi', 'korbo=', 'korte jacchi', 'icche kore', 'iccha kore', 'icche hoy', 'iccha hoy', 'bhabchi',
  'bhabtesi', 'bhabi=',
);
/** A goodbye that reads as the last one: enough alone. */
const FAREWELL = cue(
  'এটাই আমার শেষ মেসেজ', 'এটা আমার শেষ মেসেজ', 'আমার শেষ মেসেজ', 'আমার শেষ চিঠি', 'আমার শেষ কথা', 'বিদায় পৃথিবী',
  'বিদায় দুনিয়া', 'পৃথিবীকে বিদায়', 'দুনিয়াকে বিদায়', 'আমার জিনিসগুলো সবাইকে দিয়ে', 'আমার সব জিনিস দিয়ে দি',
  'eta amar shesh message', 'amar shesh message', 'amar last message', 'amar shesh chithi', 'biday prithibi',
  'biday duniya', 'prithibike biday', 'duniyake biday', 'amar jinish gulo sobaike diye', 'amar sob jinish diye di',
  'my last message', 'this is my last message', 'my last words', 'goodbye forever', 'goodbye world', 'goodbye letter',
  'goodbye note', 'goodbye letters', 'giving away my things', 'give away my things', 'giving away my stuff',
  'give away my stuff', 'gave away my things', 'giving my things away', 'farewell letter',
);
/** Two of these together (a goodbye, a plea for forgiveness, "you won't see me again"): a last message. */
const GOODBYE = cue('বিদায়', 'biday', 'bidai', 'goodbye', 'bye=', 'ভালো থেকো', 'bhalo theko', 'take care of');
const FORGIVE = cue(
  'মাফ করে দিও', 'ক্ষমা করে দিও', 'মাফ করে দিয়ো', 'ক্ষমা করে দিয়ো', 'মাফ কইরা দিও', 'maf kore dio', 'mafi kore dio',
  'khoma kore dio', 'maf koira dio', 'forgive me', 'sorry for everything', 'i love you all',
);
const NEVER_AGAIN = cue(
  'আর দেখা হবে না', 'আর দেখবে না', 'আর জ্বালাব না', 'আর বিরক্ত করব না', 'ar dekha hobe na', 'ar dekhbe na', 'ar jalabo na',
  'ar birokto korbo na', 'আর থাকব না', 'ar thakbo na', 'won t be here', 'won t be around', 'won t see me again', 'never see me again', 'will not see me again', 'won t bother', 'will not bother',
  'won t have to deal with me',
);
/** Not staying in this world: "ami r thakbo na ei prithibite". */
const NOT_STAYING = cue('থাকব না', 'thakbo na', 'won t be', 'will not be', 'leave', 'ছেড়ে চলে যাব', 'chere chole jabo');
const WORLD = cue('পৃথিবী', 'দুনিয়া', 'prithibi', 'duniya', 'duniay', 'world', 'earth=');
/** Ending everything, said by someone who cannot go on ("ar parchi na"). */
const END_ALL = cue(
  'সব শেষ করে দি', 'সব শেষ করে দেব', 'সবকিছু শেষ করে', 'শেষ করে দিব', 'sob shesh kore di', 'sob shesh kore debo',
  'sob kichu shesh', 'shesh kore dibo', 'end it', 'end everything', 'end it all',
);
const CANT_GO_ON = cue(
  'আর পারছি না', 'আর পারতেছি না', 'আর পারি না', 'আর পারব না', 'আর সহ্য হয় না', 'ar parchi na', 'ar partesi na',
  'ar parteci na', 'ar pari na', 'ar parbo na', 'ar sojjo hoy na', 'can t go on', 'can t take it', 'can t do this anymore',
);
/** "No reason to go on living." */
const REASON_TO_LIVE = cue(
  'reason to live', 'reason to keep living', 'reason to stay alive', 'reason to be alive',
  'বাঁচার কারণ', 'বেঁচে থাকার কারণ', 'বেঁচে থাকার মানে', 'bachar karon', 'beche thakar karon', 'beche thakar mane',
);
/** "My things … I won't need them any more": giving them away. */
const MY_THINGS = cue(
  'আমার জিনিস', 'আমার সব জিনিস', 'amar jinish', 'amar sob jinish', 'my things', 'my stuff', 'my belongings',
);
const GIVE_AWAY = cue(
  'দিয়ে দিচ্ছি', 'দিয়ে দিলাম', 'দিয়ে দিব', 'দিয়ে দেব', 'দিয়ে দিতেছি', 'diye dicchi', 'diye dilam', 'diye dibo', 'diye ditesi',
  'give away', 'giving away', 'gave away', 'giving them', 'gave them', 'give them',
);
const NO_NEED = cue(
  'দরকার হবে না', 'লাগবে না', 'দরকার নেই', 'dorkar hobe na', 'lagbe na', 'dorkar nai', 'won t need', 'will not need',
  'don t need them', 'not going to need',
);
/** Dying as the speaker's own plan: "মরে যাব", "I will die". */
const DEATH_INTENT = cue(
  'আর বাঁচব না', 'ar bachbo na', 'ar banchbo na',
  'মরে যাব=', 'মরব=', 'মরেই যাব', 'মইরা যাব', 'মরেই যামু', 'মরে যামু', 'more jabo=', 'morbo=', 'moira jabo', 'more jamu',
  'moira jamu', 'i will die', 'i ll die', 'i am going to die', 'i am gonna die', 'i m gonna die',
);
const DEATH_BN = cue(
  'মরে যে', 'মরে যাই', 'মরে যাওয়া', 'মরে গেলেই', 'মরতে=', 'মরব=', 'মরে যাব=', 'মৃত্যু', 'মরণ=', 'মারা যেতে', 'মারা যাই',
  'more jete', 'more jai', 'more jabo', 'more jaoa', 'more gelei', 'morte=', 'morbo=', 'mrittu', 'mritto', 'moron=',
  'mara jete',
  // Dialect and colloquial forms (মইরা, মরি, "যাইতে"), and leaving the world.
  'মরে যাইতে', 'মইরা যাইতে', 'মইরা যাই', 'more jaite', 'moira jaite', 'moira jai', 'moire jete',
  'মইরা যে', 'মরি=', 'মরে গেলে', 'moira je', 'moire je', 'mori=', 'more gele', 'দুনিয়া থেকে চলে', 'পৃথিবী থেকে চলে',
  'দুনিয়া ছেড়ে', 'পৃথিবী ছেড়ে', 'duniya theke chole', 'prithibi theke chole', 'duniya chere', 'prithibi chere',
);
const DEATH_EN = cue(
  'die=', 'dead=', 'death=', 'disappear', 'not exist', 'not be alive', 'not wake up', 'not be here', 'be gone', 'vanish',
  'end it', 'end everything', 'sleep forever', 'leave this world', 'kms=', 'unalive', 'end myself', 'off myself',
  'it to stop', 'it all to stop', 'everything to stop', 'it to end', 'it all to end', 'everything to end',
);
const LIFE = cue(
  'বাঁচতে=', 'বাঁচার=', 'বেঁচে থাক', 'বাঁচা=',
  'দুনিয়ায় থাকতে', 'দুনিয়াতে থাকতে', 'পৃথিবীতে থাকতে',
  'bachte=', 'bachar=', 'beche thak', 'bacha=', 'banchte=', 'benche thak', 'duniyay thakte', 'duniyate thakte',
  'duniai thakte', 'prithibite thakte',
  'live=', 'living=', 'alive=', 'exist=', 'be here=', 'go on=', 'keep going', 'reason to live', 'reason to go on',
  'be in this world', 'stay in this world', 'live in this world',
);
/** Dying, in the first person ("মরে যাই", "মরি"): with a wish, even a few words apart. */
const DEATH_ME_BN = cue(
  'মরে যাই', 'মরে যেতাম', 'মরি=', 'মইরা যাই', 'মরে যাইতাম', 'more jai', 'more jetam', 'moira jai', 'mori=', 'more jaitam',
);
/** A plan in English: "I'm going to end it". */
const INTENT_EN = cue('i will', 'i ll', 'i am going to', 'i m going to', 'im going to', 'i m gonna', 'i am gonna', 'im gonna');
/** Thinking of dying, in the first person. */
const THINK_OF_DYING = cue(
  'i think about dying', 'i keep thinking about dying', 'i m thinking about dying', 'i ve been thinking about dying',
  'i think about being dead', 'i think about ending', 'i often think about dying', 'thoughts of dying', 'thoughts of ending',
  'i dream about dying', 'i think of dying',
  'মরার কথা ভাবি', 'মরে যাওয়ার কথা ভাবি', 'মৃত্যুর কথা ভাবি', 'মরার কথা মাথায়', 'মরে যাওয়ার কথা মাথায়',
  'morar kotha bhabi', 'more jaoar kotha bhabi', 'morar kotha mathay', 'more jaoar kotha mathay',
);
/** Dying as a condition ("if I died"), … */
const DEATH_IF = cue(
  'মরে গেলে', 'মরে গেলেই', 'মইরা গেলে', 'মরলে=', 'মরলেই', 'more gele', 'moira gele', 'moire gele', 'morle=', 'morlei',
  'if i die', 'if i died', 'if i was dead', 'if i were dead',
);
/** … followed by things being better. */
const BETTER_OFF = cue(
  'ভালো হত', 'ভালো হতো', 'ভালো হইত', 'ভালো হইতো', 'ভালো হবে', 'ভালোই হত', 'ভালোই হবে', 'শান্তি', 'মুক্তি',
  'bhalo hoto', 'bhalo hoito', 'bhalo hobe', 'bhaloi hoto', 'shanti', 'mukti', 'better', 'happier', 'relief',
  'সমস্যা শেষ', 'সব সমস্যা', 'ঝামেলা শেষ', 'somossa shesh', 'sob somossa', 'jhamela shesh', 'all my problems',
  'problems would', 'problems will',
);
/** A means of suicide: only with a wish, a plan or a dose does it count ("ফাঁসি কী?" does not). */
const METHOD = cue(
  'ছাদ থেকে লাফ', 'লাফ দি', 'গলায় দড়ি', 'ট্রেনের নিচে', 'ঘুমের ওষুধ', 'ঘুমের বড়ি', 'ঘুমের ট্যাবলেট', 'বিষ=', 'ইঁদুরের বিষ', 'ব্লেড',
  'chad theke laf', 'laf di', 'ghumer oshudh', 'ghumer tablet', 'bish=',
  'jump= off', 'sleeping pill', 'poison=', 'rat poison', 'hang myself', 'blade',
  'ইঁদুর মারার বিষ', 'কীটনাশক খা', 'ইঁদুরের ওষুধ', 'ইঁদুর মারার ওষুধ', 'গ্যাস ট্যাবলেট', 'হারপিক', 'ফিনাইল',
  'idurer oshudh', 'idur marar oshudh', 'gas tablet', 'harpic', 'finail', 'phenyl', 'ফ্যানে ঝুল', 'ঝুলে পড়', 'ট্রেনের নিচে ঝাঁপ', 'ঝাঁপ দি', 'idur marar bish', 'kitnashok kha',
  'fane jhul', 'jhule por', 'train er niche', 'jhap di', 'under a train', 'in front of a train', 'off the roof', 'off a bridge',
  'off the bridge', 'from the roof', 'hang from', 'slit my',
);
/** A means in the first person ("ফ্যানে ঝুলে পড়ি", "jumping off"): with a thought, a wish or a high place. */
const METHOD_ME = cue(
  'ফ্যানে ঝুল', 'ঝুলে পড়ি', 'ঝুলে পড়ব', 'ঝুলে যাই', 'লাফ দিই', 'লাফ দেই', 'লাফ দিব', 'লাফ দিয়ে দিই', 'ঝাঁপ দিই', 'ঝাঁপ দেই',
  'ঝাঁপ দিব', 'fane jhul', 'jhule pori', 'jhule porbo', 'jhule jai', 'laf dei', 'laf dibo', 'jhap dei', 'jhap dibo',
  'hang myself', 'hanging myself', 'jump= off', 'jumping= off', 'jump= from', 'jumping= from', 'throw myself', 'slit my',
);
const HIGH_PLACE = cue(
  'ছাদ', 'বিল্ডিং', 'ব্রিজ', 'ট্রেন', 'রেললাইন', 'chad', 'chhad', 'building', 'bridge', 'train', 'rail', 'roof', 'balcony',
  'terrace',
);
/** Pills or poison kept aside. */
const STOCKPILE = cue(
  'জমিয়ে রাখ', 'জমিয়ে রেখেছি', 'জমাচ্ছি', 'জমাইতেছি', 'লুকিয়ে রেখেছি', 'লুকিয়ে রাখছি', 'jomiye rekhechi', 'jomiye rakh',
  'jomacchi', 'jomaitesi', 'lukiye rekhechi', 'lukiye rakhchi', 'saving', 'stockpiling', 'hoarding', 'collecting',
  'hiding', 'saved up', 'কিনে রেখেছি', 'কিনে রাখছি', 'কিইনা রাখছি', 'kine rekhechi', 'kine rakhsi', 'bought',
);
/** Too many pills at once: a dose, not a treatment. */
const PILLS = cue(
  'ওষুধ', 'ট্যাবলেট', 'বড়ি', 'প্যারাসিটামল', 'নাপা', 'oshudh', 'osud', 'tablet', 'paracetamol', 'napa=', 'pills', 'pill=',
  'tablets', 'medicine',
);
const OVERDOSE = cue(
  'অনেকগুলো', 'অনেকগুলা', 'সবগুলো', 'সব গুলো', 'এক পাতা', 'পুরো পাতা', 'পুরা পাতা',
  'onekgulo', 'onekgula', 'sob gulo', 'sob gula', 'ek pata', 'puro pata', 'pura pata', 'gula sob', 'gulo sob',
  'গুলো সব', 'গুলা সব',
  'all of them', 'the whole', 'a whole', 'bunch of', 'lots of', 'a lot of', 'handful',
);
/** The neck and what is tied round it: with a wish, a plan or a thought it is hanging. */
const NECK = cue('গলায়', 'গলা=', 'golay', 'gola=', 'galay', 'neck');
const LIGATURE = cue('ওড়না', 'দড়ি', 'রশি', 'ফাঁস', 'গামছা', 'orna', 'urna', 'dori', 'roshi', 'fas=', 'fash', 'gamcha', 'rope', 'noose', 'scarf');
/** A thought that keeps coming ("মাথায় আসে", "ভাবতেছি"): the student's own. */
const THOUGHT = cue(
  'মাথায় আস', 'মাথায় ঘুর', 'মনে হয়', 'মনে আস', 'ভাবি=', 'ভাবছি', 'ভাবতেছি', 'ভাবতাছি', 'চিন্তা করি', 'চিন্তা করছি', 'প্ল্যান',
  'mathay ase', 'mathay ashe', 'mathay ghur', 'mone hoy', 'mone ase', 'bhabi=', 'bhabchi', 'bhabtesi', 'bhabtechi', 'bhabtasi',
  'chinta kori', 'chinta korchi', 'plan', 'thinking', 'think about', 'thoughts of', 'thought about',
);
/** Cutting or burning done by the speaker (a verb in the first person): "কেটে গেলে" (got cut) is not. */
const SELF_INJURY_ACT = cue(
  'কাটি=', 'কাটব=', 'কাটছি=', 'কেটেছি=', 'কেটে ফেলি', 'কেটে ফেলেছি', 'কেটে ফেলব', 'কেটে দিই', 'দাগ কাটি', 'পোড়াই=',
  'পুড়িয়ে দিই', 'ছ্যাঁকা দিই', 'আঘাত করি',
  'kati=', 'katbo=', 'katchi=', 'kete feli', 'kete felechi', 'kete felbo', 'kete dei', 'dag kati',
  // Marks, scratches and burns made on purpose, in colloquial forms too.
  'দাগ করি', 'দাগ দিই', 'দাগ দেই', 'দাগ কাটি', 'আঁচড়াই', 'আঁচড় কাটি', 'আঁচড় দিই', 'খামচাই', 'খামচি দিই', 'খামচি দেই', 'পুড়াই',
  'ছ্যাঁকা দেই', 'কাটাকাটি করি', 'কাটতেছি', 'কাটতাছি', 'কাটসি', 'কাটছিলাম',
  'dag kori', 'dag dei', 'dag di=', 'khamchai', 'khamchi dei', 'achrai', 'achor kati', 'katakati kori', 'kata kati kori',
  'kete di=', 'purai=', 'chheka dei', 'katsi', 'katteci', 'kattesi',
);
/** Any cutting, scratching or burning: on one's own body and on purpose, self-harm. */
const INJURE_ANY = cue(
  'কেটে', 'কাটি=', 'খামচে', 'আঁচড়ে', 'আঁচড়', 'পুড়িয়ে', 'ছ্যাঁকা', 'ব্লেড', 'kete', 'kati=', 'khamche', 'achre', 'puriye',
  'chheka', 'blade', 'খোঁচা', 'খুঁচি', 'খুঁচাই', 'সুই', 'কম্পাস', 'khocha', 'khochai', 'khuchi', 'needle', 'compass', 'pin=',
);
/** Injury done by the speaker to their own body, in English: with a sign it was on purpose. */
const SELF_INJURY_EN = cue(
  'i cut', 'i scratch', 'i burn', 'i hit my', 'i punch', 'i bang my', 'i bite my', 'i pinch', 'i stab', 'i carve',
  'i ve been cutting', 'i have been cutting', 'i keep cutting', 'i keep scratching', 'i started cutting',
);
const MY_BODY_EN = cue(
  'my arm', 'my wrist', 'my skin', 'my leg', 'my thigh', 'my hand', 'my head', 'my stomach', 'my face', 'myself=',
);
/** Scars from cutting: "scars on my arms from cutting". */
const SCARS = cue('scars=', 'cuts=', 'marks=', 'কাটা দাগ', 'দাগগুলো', 'kata dag', 'dag gulo');
const CUTTING = cue('from cutting', 'cutting=', 'blade', 'razor', 'ব্লেড', 'কাটাকাটি', 'katakati', 'self harm');
const ON_PURPOSE = cue(
  'till they bleed', 'until they bleed', 'till it bleeds', 'until it bleeds', 'till i bleed', 'until i bleed',
  'till blood', 'until blood', 'on purpose', 'deliberately', 'to feel better', 'to feel something', 'to calm down',
  'when i m sad', 'when i am sad', 'when i m angry', 'when i am angry', 'when i m upset', 'when i feel', 'when mom',
  'when dad', 'every night',
  'রক্ত বের হওয়া পর্যন্ত', 'রক্ত না বের', 'রক্ত বের করি', 'শান্তি লাগে', 'শান্তি পাই', 'কষ্ট কমে', 'মন খারাপ হলে', 'রাগ হলে',
  'কেউ জানে না', 'কাউকে বলি নাই', 'কাউকে বলিনি', 'কাউকে বলি নি',
  'rokto ber howa porjonto', 'rokto ber kori', 'shanti lage', 'shanti pai', 'kosto kome', 'mon kharap hole', 'rag hole',
  'মন খারাপ থাক', 'যখন মন খারাপ', 'কষ্ট কম লাগে', 'mon kharap thak', 'jokhon mon kharap', 'kosto kom lage',
  'keu jane na', 'kauke boli nai', 'kauke bolini',
);
const OWN_BODY = cue(
  'হাত', 'কবজি', 'নিজের', 'নিজেকে', 'গায়ে', 'শরীর', 'ব্লেড',
  'hat=', 'hate=', 'haat', 'kobji', 'nijer', 'nijeke', 'gaye', 'blade',
  'পায়ে', 'উরু', 'বাহু', 'পা=', 'paye', 'pa=', 'uru', 'bahu',
);
/** "Everyone would be better off without me." */
const WITHOUT_ME = cue(
  'আমি না থাকলে', 'আমি না থাকলেই', 'আমি চলে গেলে', 'আমি মরে গেলে', 'ami na thakle', 'ami chole gele', 'ami more gele',
  'without me', 'if i was gone', 'if i were gone', 'if i disappeared', 'if i died', 'if i die=', 'if i was dead',
);
/** What others would feel, or fail to: better off, happier, not care. */
const BETTER = cue(
  'ভালো', 'খুশি', 'শান্তি', 'ঝামেলা', 'কেউ খুঁজবে না', 'কিছু যায় আসে না', 'bhalo', 'khushi', 'shanti', 'keu khujbe na',
  'better', 'happier', 'care=', 'notice', 'miss me',
  'কিছু আসবে যাবে না', 'কিছু যাবে আসবে না', 'কেউ কাঁদবে না', 'কেউ টের পাবে না', 'kichu jay ashe na', 'kichu ashbe jabe na',
  'keu kandbe na', 'keu ter pabe na',
);
const BURDEN = cue('আমি সবার বোঝা=', 'আমি বোঝা=', 'সবার বোঝা=', 'ami sobar bojha', 'i am a burden', 'i m a burden', 'im a burden');

// ── Abuse ─────────────────────────────────────────────────────────────────────────────────────
/** Hitting, in the forms a student uses of something that happens to them (habitual, recent). */
const BEATING_BN = cue(
  'মারে=', 'মারেন=', 'মারছে=', 'মারতেছে', 'মারতাছে', 'মারসে', 'মারছিল', 'মেরেছে=', 'মেরেছিল=',
  'মেরেছেন', 'মারত=', 'মারতো=', 'মারতেন', 'মারতে থাক', 'মারবে=', 'মাইর দেয়', 'মাইর দিছে', 'মারধর', 'মারধোর',
  'পেটায়', 'পেটান', 'পেটাইছে', 'পেটাইসে', 'পেটাচ্ছে', 'পিটায়', 'পিটান', 'পিটাইছে', 'পিটাইসে', 'পিটিয়েছে', 'পিটাচ্ছে',
  'থাপ্পড়', 'থাপ্পর', 'চড় মার', 'চড় দেয়', 'চড় দিছে', 'লাথি', 'কিল মার', 'ঘুষি', 'চুল ধরে টান', 'চুল টান', 'কান মল',
  'ছ্যাঁকা দেয়', 'ছ্যাঁকা দিছে', 'পুড়িয়ে দেয়', 'গায়ে হাত তোল', 'গায়ে হাত তুল',
  'mare=', 'marey=', 'maren=', 'marche=', 'marteche', 'martese', 'martase', 'marse=', 'marchilo', 'mereche', 'merechilo',
  'marto=', 'marte thak', 'marbe=', 'mair dey', 'mair dise', 'mardhor', 'mar dhor', 'mair dhor', 'petay', 'petai=', 'petaise', 'petaiche', 'pitay',
  'pitai=', 'pitaise', 'pitaiche', 'pitiyeche', 'thappor', 'thappar', 'chor mare', 'chor dey', 'ghushi', 'kil mare',
  'chul tane', 'chul dhore tane', 'chul dhore tene', 'kan mole', 'chheka dey', 'gaye hat tole', 'gaye hat tule', 'lathi mare', 'lathi dey',
  'lathi mere',
);
/** Beaten when something is not done: "টাকা না আনলে মারে", "pora na parle mare". */
const BEATEN_IF = cue(
  '-লে মারে=', '-লে মারেন=', '-লে পেটায়', '-লে পিটায়', '-লে মারধর', '-লে মাইর', '-লে থাপ্পড়',
  '-le mare=', '-le maren=', '-le petay', '-le pitay', '-le mair', '-le mardhor', '-le thappor',
);
/** Kept in or tied up: a verb of shutting with "রাখা" (keep) in any form. */
const SHUT = [
  'আটকে', 'আটকায়', 'আটকিয়ে', 'আটকাইয়া', 'আটকাইয়ে', 'তালা দিয়ে', 'তালা মেরে', 'বন্ধ করে', 'বেঁধে', 'বাইন্ধা',
  'তালাবন্দি করে', 'তালাবদ্ধ করে', 'বন্দি করে', 'আটক করে',
  'atke', 'atkay', 'atkaye', 'atkiye', 'atkaiya', 'tala diye', 'tala mere', 'bondho kore', 'bedhe', 'bendhe', 'baindha',
  'talabondi kore', 'bondi kore', 'atok kore',
];
const KEEP = ['রাখ', 'রেখ', 'rakh', 'rekh'];
const CONFINE = cue(
  ...SHUT.flatMap((verb) => KEEP.map((keep) => `${verb} ${keep}`)),
  'আটকে দেয়', 'atke dey',
  'lock me', 'locks me', 'locked me', 'locking me', 'shut me in', 'shuts me in', 'shut me up in', 'keep me locked',
  'keeps me locked', 'kept me locked', 'tie me up', 'ties me up', 'tied me up',
);
/** Food kept from the student. */
const NOT_FED = cue(
  'খেতে দেয় না', 'খাইতে দেয় না', 'খেতে দেন না', 'খাবার দেয় না', 'ভাত দেয় না', 'খেতে দেয় নাই', 'খাইতে দেয় নাই',
  'খেতে দেয়নি', 'না খাইয়ে রাখ', 'না খেয়ে থাকতে হয়', 'না খাইয়া রাখ', 'খাওয়া বন্ধ করে দেয়',
  'khete dey na', 'khaite dey na', 'khete den na', 'khabar dey na', 'bhat dey na', 'khete dey nai', 'khaite dey nai',
  'na khaiye rakh', 'na kheye thakte hoy', 'khawa bondho kore',
  'don t feed me', 'doesn t feed me', 'didn t feed me', 'won t feed me', 'not feed me', 'starve me', 'starves me',
  'starving me', 'starved me', 'not allowed to eat', 'don t give me food', 'doesn t give me food', 'didn t give me food',
  'won t give me food', 'give me no food', 'gives me no food', 'no food for', 'don t let me eat', 'dont let me eat',
  'doesn t let me eat', 'won t let me eat', 'not let me eat', 'not allowed to have food',
);
/** Harm done to someone: with the student as its object, abuse (or bullying, by other students). */
const HARM = anyCue(
  BEATING_BN,
  CONFINE,
  NOT_FED,
  cue(
    'মারে=', 'মারেন=', 'মারধর', 'মারধোর', 'মেরেছে=', 'মেরেছিল=', 'মারত=', 'মারতো=', 'মারছে=', 'পেটায়', 'পেটান', 'পিটায়',
    'পিটিয়ে', 'থাপ্পড়', 'চড় মার', 'লাথি', 'ছ্যাঁকা', 'পুড়িয়ে দেয়', 'বেঁধে রাখে', 'আটকে রাখ', 'খেতে দেয় না', 'নির্যাতন',
    'অত্যাচার', 'গায়ে হাত তোল', 'গায়ে হাত তুল', 'মেরে ফেলবে', 'কেড়ে নেয়', 'ধাক্কা',
    'mare=', 'maren=', 'mardhor', 'mereche', 'merechilo', 'marto=', 'petay', 'pitay', 'pitiye', 'thappor', 'lathi',
  'mar dhor', 'mair dhor', 'মার ধর', 'মাইর ধর',
    'chheka', 'atke rakh', 'khete dey na', 'nirjaton', 'ottachar', 'mere felbe', 'kere ney', 'dhakka',
    'hits=', 'hit=', 'hitting', 'beats', 'beat=', 'beating', 'slaps', 'slapped', 'slapping', 'kicks', 'kicked', 'punches',
    'punched', 'burns me', 'burned me', 'locks me', 'locked me', 'starves', 'give me food', 'abuses', 'abused', 'abusing',
    'hurts me', 'hurt me', 'chokes', 'whips', 'will kill me', 'push me', 'pushes me', 'pushed me', 'pushing me',
    'shove me', 'shoves me', 'shoved me', 'pulls my hair', 'pulled my hair', 'cane me', 'canes me', 'caned me',
    'spank', 'throws things at me', 'threw things at me', 'strangle',
  ),
);
/** Something thrown at the student. */
const THROWN = cue('threw', 'throws', 'throwing', 'ছুড়ে মার', 'ছুঁড়ে মার', 'ছুইড়া মার', 'chure mar', 'chuire mar');
const AT_ME = cue('at me', 'আমার দিকে', 'আমার গায়ে', 'amar dike', 'amar gaye');
/** Adults a student lives or studies with: what they do to the student needs no "আমাকে" in Bengali. */
const ADULT = cue(
  'আব্বু', 'আব্বা', 'বাবা', 'বাপ=', 'আম্মু', 'আম্মা', 'মা=', 'মায়ে=', 'সৎমা', 'সৎ মা', 'সৎবাবা', 'সৎ বাবা', 'চাচা', 'চাচি',
  'চাচী', 'কাকা=', 'কাকি=', 'মামা', 'মামি', 'খালা=', 'খালু', 'ফুপু', 'ফুফু', 'ফুপা', 'দাদা=', 'দাদি=', 'নানা=', 'নানি=',
  'ভাইয়া', 'বড় ভাই', 'বড় আপু', 'আপু=', 'দুলাভাই', 'স্যার', 'ম্যাডাম', 'ম্যাম=', 'টিচার', 'শিক্ষক', 'হুজুর', 'মাস্টার',
  'মালিক',
  'abbu', 'abba=', 'baba=', 'bap=', 'ammu', 'amma=', 'ma=', 'maa=', 'ammi', 'sotma', 'sot ma', 'sotbaba', 'sot baba', 'chacha', 'chachi', 'kaka=',
  'mama=', 'mami=', 'khala=', 'khalu', 'fupu', 'fufu', 'dada=', 'dadi=', 'nana=', 'nani=', 'bhaiya', 'boro bhai', 'apu=',
  'dulabhai', 'sir=', 'madam', 'mam=', 'teacher', 'hujur', 'huzur', 'master', 'malik',
);
/** What a child is beaten with. */
const IMPLEMENT = cue(
  'বেল্ট', 'বেত=', 'বেতের', 'বেত দিয়ে', 'লাঠি', 'খুন্তি', 'জুতা', 'জুতো', 'ঝাড়ু', 'স্কেল', 'চ্যালা কাঠ', 'রড', 'তার দিয়ে',
  'belt', 'bet=', 'beth', 'lathi', 'khunti', 'juta', 'jhadu', 'jharu', 'scale', 'rod=',
  'with a belt', 'with a stick', 'with a cane', 'with a shoe', 'with a broom', 'with a ruler', 'with a wire',
);
/** Beaten (participle): "মেরে পা কেটে গেছে". */
const BEATEN = cue('মেরে=', 'পিটিয়ে', 'পিটাইয়া', 'মাইরা', 'পিটাইয়ে', 'mere=', 'pitiye', 'pitaiya', 'maira');
/** Marks that beating leaves. */
const INJURY = cue(
  'দাগ হয়ে', 'দাগ পড়ে', 'দাগ বসে', 'দাগ হয়', 'ফুলে গেছে', 'ফুলে গেসে', 'ফুলে যায়', 'রক্ত বের', 'রক্ত বেরিয়ে', 'রক্ত পড়',
  'কেটে গেছে', 'কাইটা গেছে', 'ফেটে গেছে', 'কালশিটে', 'ব্যথা করে', 'জখম',
  'dag hoye', 'dag pore', 'dag hoy', 'fule geche', 'fule gese', 'fule jay', 'rokto ber', 'rokto pore', 'kete geche',
  'kaita geche', 'fete geche', 'betha kore', 'jokhom', 'bruise', 'bleed', 'swollen', 'marks', 'scars',
);
/** Being beaten, said of oneself: "মার খাই", "mar khete hoy". */
const GET_BEATEN = cue(
  'মার খাই', 'মাইর খাই', 'মার খেতে হয়', 'মাইর খাইতে হয়', 'মার খেয়েছি', 'মাইর খাইছি', 'মার খাইছি', 'মার খাচ্ছি',
  'mar khai', 'mair khai', 'mar khete hoy', 'mair khaite hoy', 'mar kheyechi', 'mair khaisi', 'mair khaichi', 'mar khaisi',
  'get beaten', 'got beaten', 'getting beaten', 'got hit by my',
);
/** Rooms one is kept in. */
const ROOM = cue('ঘরে', 'রুমে', 'বাথরুমে', 'বাথরুমের', 'স্টোর রুমে', 'ছাদে', 'ghore', 'rume', 'bathroom', 'room=', 'toilet');
const FORCED_MARRIAGE = cue(
  'জোর করে বিয়ে', 'বিয়ে দিয়ে দিচ্ছে', 'বিয়ে দিয়ে দেবে', 'বিয়ে দিতে চায়',
  'jor kore biye', 'biye diye dicche', 'biye diye dibe', 'biye dite chay',
  'forced to marry', 'force me to marry', 'forcing me to marry', 'marry me off', 'married off',
);
const RUN_AWAY = cue(
  'বাড়ি থেকে পালিয়ে', 'বাসা থেকে পালিয়ে', 'bari theke paliye', 'basa theke paliye', 'run away from home',
  'running away from home',
);

// ── Sexual exploitation ───────────────────────────────────────────────────────────────────────
const SEXUAL_TERMS = cue(
  'যৌন হয়রানি', 'যৌন নির্যাতন', 'ধর্ষণ', 'গোপন অঙ্গ', 'jouno hoyrani', 'dhorshon',
  'molest', 'raped', 'rape me', 'sexual', 'private parts', 'does things to me', 'did things to me', 'makes me do things',
  'touches me inappropriately', 'touched me inappropriately',
);
const TOUCH = cue(
  'হাত দেয়', 'হাত দে=', 'হাত দিয়েছে', 'ছোঁয়=', 'ছুঁয়ে', 'ছোঁয়ার চেষ্টা', 'জড়িয়ে ধর', 'চুমু',
  'hat dey', 'hat diyeche', 'chhoy=', 'choy=', 'chhuye', 'jodiye dhor', 'chumu',
  'touches', 'touched', 'touching', 'touch me', 'kiss', 'hug me',
  'হাত বুলায়', 'হাত বোলায়', 'হাত দিছে', 'হাত দেন', 'হাত দিয়েছেন', 'ছোঁন', 'hat den', 'hat diyechen', 'চুয়ে', 'ছুঁয়ে দেয়', 'ছুয়ে', 'কোলে বসায়', 'জাপটে ধর', 'chuye', 'chue=', 'chhue',
  'hat dise', 'hat bulay', 'kole bosay', 'japte dhor', 'gropes', 'groped', 'rubs', 'hugs me', 'kisses me', 'puts his hand',
  'jorie dhor', 'joriye dhor', 'jodie dhor', 'jorai dhor', 'joraye dhor', 'জড়ায়ে ধর', 'জড়াইয়া ধর',
  'put his hand', 'puts her hand',
);
const BAD_MANNER = cue(
  'খারাপভাবে', 'খারাপ ভাবে', 'বাজেভাবে', 'বাজে ভাবে', 'জোর করে', 'অস্বস্তি', 'গায়ে', 'শরীরে',
  'kharap bhabe', 'kharapbhabe', 'baje bhabe', 'bajebhabe', 'jor kore', 'gaye',
  'inappropriately', 'uncomfortable', 'at night', 'my body',
  'his lap', 'her lap', 'my legs', 'my leg', 'my thigh', 'my chest', 'উরুতে', 'পায়ে হাত', 'urute',
);
/** Where, when alone, and that the student does not like it: with the student as the one touched. */
const UNWANTED = cue(
  'খারাপ জায়গায়', 'বাজে জায়গায়', 'গোপন জায়গায়', 'বুকে', 'একা পেলে', 'কেউ না থাকলে', 'বাসায় কেউ না', 'খারাপ লাগে',
  'ভয় লাগে', 'ভালো লাগে না', 'kharap jaygay', 'baje jaygay', 'buke', 'eka pele', 'keu na thakle', 'basay keu na',
  'kharap lage', 'bhoy lage', 'bhalo lage na',
  'in places', 'private', 'don t like', 'dont like', 'do not like', 'when no one is', 'when nobody is', 'when i m alone',
  'when i am alone', 'when we are alone', 'scared', 'hate it',
);
const SECRECY = cue(
  'কাউকে বলতে মানা', 'কাউকে বলতে নিষেধ', 'কাউকে না বলতে', 'কাউকে বলবে না', 'কাউকে বলিস না', 'কাউকে বলো না',
  'গোপন রাখতে', 'আমাদের গোপন', 'kauke bolte mana', 'kauke na bolte', 'kauke bolbi na', 'kauke bolo na',
  'our secret', 'not to tell', 'don t tell anyone', 'dont tell anyone', 'keep it a secret', 'keep it secret', 'tell no one',
  'কারো কে বলবি না', 'কাউকে বললে', 'কাউরে বলবি না', 'karo ke bolbi na', 'karoke bolbi na', 'kauke bolle', 'kaure bolbi na',
  'কাউকে না জানাতে', 'কাউকে জানাতে মানা', 'কাউকে জানাবে না', 'কাউকে জানাবি না', 'কাউকে জানাইও না', 'কাউকে জানালে',
  'kauke na janate', 'kauke janate mana', 'kauke janabi na', 'kauke janale', 'keep it between us',
  'if you tell anyone', 'if i tell anyone', 'don t tell your parents', 'dont tell your parents', 'not tell my parents',
);
const MEET = cue(
  'দেখা করতে', 'দেখা করব', 'দেখা কর', 'একা আসতে', 'হোটেলে', 'বাসায় আসতে', 'dekha kor', 'meet me', 'meet up', 'come alone',
  'meet=', 'hotel', 'basay aste', 'come to his house', 'come to his place', 'come to my house', 'come over',
);
const STRANGER_ONLINE = cue(
  'অপরিচিত', 'অচেনা', 'অনলাইনে', 'ফেসবুক', 'মেসেঞ্জার', 'ইনস্টাগ্রাম', 'ইমোতে', 'হোয়াটসঅ্যাপ', 'টিকটক', 'গেমে',
  'online', 'facebook', 'messenger', 'instagram', 'whatsapp', 'imo=', 'tiktok', 'stranger', 'ochena', 'oporichito',
  'met online', 'snapchat', 'discord',
  'ইনবক্স', 'ইমো', 'টেলিগ্রাম', 'ফেক আইডি', 'ফ্রি ফায়ার', 'পাবজি', 'inbox', 'insta=', 'telegram', 'fake id', 'free fire',
  'freefire', 'pubg', 'online game', 'fb=',
);
const PHOTO = cue('ছবি', 'ভিডিও', 'ফটো', 'সেলফি', 'chobi', 'picture', 'pic=', 'pics=', 'photo', 'selfie', 'video');
/** The student's private things besides photos: chats, messages, secrets. */
const MY_PRIVATE = cue(
  'আমার চ্যাট', 'আমার মেসেজ', 'আমার গোপন কথা', 'আমার কথোপকথন', 'amar chat', 'amar message', 'amar sms', 'amar gopon kotha',
  'আমার আইডি', 'amar id', 'my account', 'my id', 'my insta', 'my facebook',
  'my chats', 'my messages', 'my chat', 'my secrets', 'my conversations', 'my private chats',
);
/** "Unless I pay": what extortion demands. */
const EXTORT_COND = cue(
  'টাকা না দিলে', 'টাকা না পাঠালে', 'কথা না শুনলে', 'ছবি না দিলে', 'ছবি না পাঠালে', 'taka na dile', 'taka na pathale',
  'kotha na shunle', 'chobi na dile', 'pic na dile', 'unless i pay', 'if i don t pay', 'if i don t send', 'unless i send',
  'if i dont pay', 'if i dont send',
);
const MY_PHOTO = cue(
  'আমার ছবি', 'আমার ভিডিও', 'আমার ফটো', 'আমার কিছু ছবি', 'আমার গোপন ছবি', 'amar chobi', 'amar picture', 'amar pic',
  'amar video', 'amar photo', 'my photo', 'my pic', 'my picture', 'my video', 'my selfie', 'my private', 'photos of me',
  'pictures of me', 'pics of me', 'photo of me', 'picture of me', 'pic of me', 'video of me', 'videos of me',
  // With a word between: "amar private chobi", "আমার একটা ছবি".
  'আমার প্রাইভেট', 'আমার একটা ছবি', 'আমার একটা ভিডিও', 'আমার নগ্ন', 'amar private', 'amar gopon', 'amar ekta chobi',
  'amar ekta pic', 'amar kichu chobi', 'amar kichu pic', 'amar nude', 'my nude', 'my edited',
);
const NUDE = cue(
  'নগ্ন', 'ন্যুড', 'খোলা ছবি', 'আপত্তিকর', 'খারাপ ছবি', 'গোপন ছবি', 'nongno', 'nude', 'naked', 'kharap chobi',
  'private pic', 'private photo', 'private picture', 'sexy', 'bad pictures', 'bad photos', 'dirty pictures',
  'বাজে ছবি', 'baje chobi',
  'নোংরা ছবি', 'অশ্লীল', 'কাপড় ছাড়া', 'জামা ছাড়া', 'কাপড় খোলা', 'পর্ন', 'nongra', 'oshlil', 'kapor chara', 'jama chara',
  'kapor khola', 'without clothes', 'without my clothes', 'no clothes', 'porn', 'hot pic', 'hot photo', 'adult pic',
  'in the bathroom', 'in the shower', 'বাথরুমে', 'গোসলের সময়', 'bathroom e', 'gosoler somoy', 'changing clothes',
  'বাজে ভিডিও', 'খারাপ ভিডিও', 'নোংরা ভিডিও', 'baje video', 'kharap video', 'nongra video', 'dirty video', 'adult video',
);
/** Being asked to undress (on a video call, in person). */
/** Someone asking: "জামা খুলতে বলে", "asks me to". */
const ASKS = cue(
  'বলে=', 'বলছে', 'বলেছে', 'বলসে', 'বলতেছে', 'বলে যে', 'চায়=', 'ভিডিও কল', 'bole=', 'bolse', 'boleche', 'bolche', 'boltese',
  'chay=', 'video call', 'asks', 'asked', 'asking', 'tells me', 'told me', 'wants me',
);
const UNDRESS = cue(
  'কাপড় খুল', 'জামা খুল', 'kapor khul', 'jama khul', 'take off my clothes', 'take my clothes off', 'undress',
);
/** How a groomer flatters and buys: "mature for your age", mobile recharge, gifts. */
const GROOMING = cue(
  'mature', 'older guy', 'older man', 'adult man', 'recharge', 'flexiload', 'flexi=', 'gift', 'উপহার', 'গিফট', 'রিচার্জ',
  'ফ্লেক্সি', 'টাকা দিবে', 'টাকা দেবে', 'taka dibe', 'special friend', 'girlfriend', 'boyfriend', 'জিএফ', 'বিএফ',
);
/** "Bad things" asked of the student. */
const BAD_ACTS = cue('খারাপ কাজ', 'বাজে কাজ', 'নোংরা কাজ', 'kharap kaj', 'baje kaj', 'nongra kaj', 'bad things', 'dirty things');
/** Being asked to come alone: how grooming arranges a meeting. */
const ALONE_MEETING = cue(
  'একা আসতে', 'একা দেখা কর', 'eka aste', 'eka dekha kor', 'meet me alone', 'come alone', 'meet alone',
  'একা রুমে', 'একা ডেকে', 'eka rume', 'eka deke', 'alone in a room', 'alone in his room', 'calls me alone',
);
const REQUEST = cue(
  'চাইছে', 'চাচ্ছে', 'চায়=', 'চেয়েছে', 'পাঠাতে বল', 'পাঠাও', 'দিতে বল',
  'chaiche', 'chacche', 'chachche', 'chaise', 'chay=', 'pathate bol', 'dite bol',
  'asking for', 'asks for', 'asked for', 'asking me', 'wants me to send', 'send=', 'sending',
);

// ── Online threats ────────────────────────────────────────────────────────────────────────────
const SHARE_THREAT = cue(
  'ভাইরাল', 'ছড়িয়ে দেবে', 'ছড়িয়ে দিবে', 'ছেড়ে দেবে', 'ছেড়ে দিবে', 'পোস্ট করে দেবে', 'পোস্ট করবে', 'সবাইকে পাঠিয়ে',
  'সবাইকে দেখিয়ে', 'ফাঁস করে দেবে', 'বলে দেবে',
  'ছাইড়া দিবে', 'ছাইড়া দিমু', 'নেটে ছেড়ে', 'নেটে দিয়ে', 'ফেসবুকে দিয়ে দেবে', 'ফেসবুকে দিয়ে দিবে',
  'viral', 'chere dibe', 'chere debe', 'choriye dibe', 'post kore dibe', 'sobaike pathiye', 'bole dibe', 'chara dibe',
  'chaira dibe', 'chere dimu', 'net e chere', 'net e dibe', 'upload kore dibe', 'facebook e diye dibe',
  'সবাইকে দেখাবে', 'দেখিয়ে দেবে', 'দেখিয়ে দিবে', 'সবাইকে পাঠাবে', 'sobaike dekhabe', 'dekhiye dibe', 'sobaike pathabe',
  'সবার কাছে পাঠিয়ে', 'পাঠিয়ে দিবে', 'ফাঁস করে দি', 'fas kore di', 'পাঠিয়ে দেবে', 'sobar kache pathiye', 'pathiye dibe', 'pathiye debe', 'will send',
  'post my', 'share my', 'leak', 'to everyone', 'show everyone', 'tell my parents', 'tell my', 'upload my', 'send them to',
  'put them online', 'put it online', 'expose',
);
/** Photos already shared: by other students, bullying; by others, an online threat carried out. */
const SHARED = cue(
  'ছেড়ে দিয়েছে', 'ছেড়ে দিছে', 'ছাইড়া দিছে', 'ছড়িয়ে দিয়েছে', 'ছড়িয়ে দিছে', 'পোস্ট করেছে', 'পোস্ট করছে', 'পোস্ট দিয়েছে',
  'পোস্ট দিছে', 'ভাইরাল করে দিছে', 'ভাইরাল করেছে', 'গ্রুপে দিয়েছে', 'গ্রুপে দিছে', 'সবাইকে পাঠিয়ে দিয়েছে', 'সবাইকে পাঠাইছে',
  'chere dise', 'chere diyeche', 'chere dice', 'chaira dise', 'choriye dise', 'choriye diyeche', 'post koreche', 'post korse',
  'post dise', 'post diyeche', 'viral kore dise', 'viral koreche', 'group e dise', 'group e diyeche', 'sobaike pathaise',
  'posted', 'shared', 'sent it to everyone', 'sent them to everyone', 'put it online', 'uploaded',
);
/** What makes a shared photo an attack: edited, mocked, laughed at. */
const MOCKED = cue(
  'এডিট', 'ফেক', 'বাজে', 'খারাপ', 'হাসাহাসি', 'হাসছে', 'হাসতেছে', 'হাসে=', 'মিম', 'ট্রল',
  'edit', 'fake', 'baje', 'kharap', 'hasahasi', 'hashe=', 'hase=', 'haste', 'hastese', 'hasche', 'meme', 'troll', 'morph',
  'laugh', 'mock', 'joke',
);
const BLACKMAIL = cue(
  'ব্ল্যাকমেইল', 'ব্ল্যাকমেল', 'হুমকি দিচ্ছে', 'হুমকি দেয়', 'হুমকি দিয়েছে', 'হুমকি দিচ্ছ', 'ভয় দেখাচ্ছে',
  'blackmail', 'humki', 'threatening', 'threatens', 'threatened', 'bhoy dekhacche',
);
/** A threat, in any form ("হুমকি দিতেছে", "threat dicche"): with the student as its target. */
const THREAT_WORD = cue(
  'হুমকি দি', 'হুমকি দে', 'থ্রেট দি', 'থ্রেট দে', 'ভয় দেখা', 'ব্ল্যাকমেইল', 'ব্ল্যাকমেল', 'ব্লাকমেইল',
  'humki di', 'humki de', 'homki di', 'homki de', 'threat di', 'threat de', 'bhoy dekha', 'blackmail', 'black mail',
  'threatening me', 'threatens me', 'threatened me', 'threatening to', 'threatens to', 'threatened to', 'threat to me',
);
/** Harm promised to the student, or that the threatener knows where to find them. */
const WILL_HARM = cue(
  'মারবে=', 'মেরে ফেলবে', 'দেখে নেবে', 'দেখে নিবে', 'তুলে নিয়ে যাবে', 'খুন করবে', 'ক্ষতি করবে', 'বাসায় এসে', 'বাসায় আসবে',
  'marbe=', 'mere felbe', 'dekhe nebe', 'dekhe nibe', 'tule niye jabe', 'khun korbe', 'khoti korbe', 'basay ese',
  'basay asbe', 'will kill', 'will hurt', 'come find me', 'come to my', 'will come to', 'come for me',
);
const KNOWS_WHERE = cue(
  'বাসা চিনে', 'বাসা চেনে', 'বাসা কোথায়', 'স্কুল চিনে', 'স্কুল চেনে', 'ঠিকানা জানে',
  'basa chine', 'basa chene', 'basa kothay', 'bari kothay', 'school chine', 'kon school e pori', 'thikana jane',
  'knows where i live', 'know where i live', 'knows my school', 'knows my house', 'knows my address', 'knows where i study',
);
/** Taking the student's things, by force or every day. */
const BELONGING = cue(
  'টাকা', 'টিফিন', 'খাবার', 'জিনিস', 'ফোন', 'ব্যাগ', 'কলম', 'taka', 'tiffin', 'khabar', 'jinish', 'phone', 'bag=',
  'money', 'lunch', 'things', 'pens', 'pen=',
);
const SNATCH = cue(
  'কেড়ে', 'ছিনিয়ে', 'নিয়ে নেয়', 'নিয়া নেয়', 'খেয়ে ফেলে', 'কাইড়া', 'kere', 'chiniye', 'niye ney', 'niya ney', 'kheye fele',
  'kaira', 'take=', 'takes', 'took', 'steal', 'stole', 'snatch', 'grab', 'চুরি', 'churi', 'জোর করে', 'jor kore', 'force', 'forcibly',
);
/** "They" in English: other people, often other students. */
const THEY = cue('they=', 'them=', 'everyone=', 'everybody', 'sobai', 'সবাই');

// ── Bullying ──────────────────────────────────────────────────────────────────────────────────
const BULLY = cue('bully', 'bullied', 'bullies', 'বুলি=', 'বুলিং', 'বুলিইং', 'র‍্যাগিং', 'ragging');
const TEASE = cue(
  'খেপায়', 'খ্যাপায়', 'ক্ষেপায়', 'হাসাহাসি', 'ঠাট্টা', 'টিটকারি', 'উপহাস', 'অপমান', 'নাম ধরে', 'গালি=', 'গালি দেয়',
  'মোটা বলে', 'কালো বলে', 'বোকা বলে', 'খাটো বলে', 'বাজে কথা বলে', 'বাজে পোস্ট', 'বাজে কমেন্ট', 'ট্রল',
  'khepay', 'khyapay', 'hasahasi', 'hashe=', 'thatta', 'opoman', 'gali=', 'mota bole', 'kalo bole', 'troll',
  'make fun of', 'makes fun of', 'made fun of', 'making fun of', 'laugh at me', 'laughs at me', 'laughing at me',
  'tease', 'teasing', 'call me names', 'calls me names', 'mocks=', 'mocked=', 'insult', 'ignore me', 'ignores me',
  'কালু', 'মোটু', 'ভোটকা', 'বাইট্টা', 'টাকলু', 'পাগল বলে', 'পাগল ডাকে', 'নকল করে হাস', 'ভেঙায়', 'ভেংচি', 'ব্যঙ্গ',
  'kalu=', 'motu=', 'votka', 'baitta', 'taklu', 'pagol bole', 'pagol dake', 'bhengay', 'bengchi',
  'copies my', 'copy my', 'imitates my', 'mimics my', 'pick on me', 'picks on me', 'picking on me', 'gang up on me',
  'ganged up on me', 'leave me out', 'leaves me out', 'left me out', 'boycott', 'বয়কট', 'একঘরে', 'ekghore', 'laugh at my', 'laughs at my', 'mock me', 'mocking me',
  'মিম বানা', 'meme bana', 'memes of me', 'meme of me', 'memes about me', 'meme about me', 'rumours about me',
  'rumors about me', 'lies about me', 'spread rumours', 'spread rumors', 'spreading rumours', 'spreading rumors',
  'spreads rumours', 'spreads rumors', 'গুজব ছড়া', 'বদনাম ছড়া', 'বদনাম কর', 'gujob chora', 'bodnam kor', 'badnam kor',
);
/** Called names: "calls me ugly", "কালো বলে ডাকে". */
const CALLS_ME = cue('calls me', 'call me', 'called me', 'calling me', 'বলে ডাকে', 'ডাকে=', 'bole dake', 'dake=');
const INSULT = cue(
  'ugly', 'fat=', 'stupid', 'dumb', 'idiot', 'loser', 'freak', 'pig=', 'monkey', 'মোটা', 'কালো', 'বোকা', 'পাগল', 'গাধা', 'বান্দর',
  'কুৎসিত', 'বাইট্টা', 'mota=', 'kalo=', 'boka=', 'pagol', 'gadha', 'bandor', 'baitta',
);
/** "About me" (আমাকে নিয়ে): with mockery, gossip or posts, bullying. */
const ABOUT_ME = cue(
  'আমাকে নিয়ে', 'আমারে নিয়ে', 'আমার চেহারা নিয়ে', 'আমার গায়ের রং নিয়ে', 'আমার কথা নিয়ে', 'আমার নামে', 'amar name',
  'amake niye', 'amare niye',
  'amk niye', 'amar chehara niye', 'about me', 'of me',
);
const MOCK_ACT = cue(
  'হাসে', 'হাসাহাসি', 'হাসছে', 'হাসতেছে', 'মজা কর', 'মজা নেয়', 'বাজে কথা', 'খারাপ কথা', 'মিম', 'পোস্ট', 'ট্রল', 'গুজব', 'গান বানা',
  'hashe', 'hase=', 'haste', 'hasahasi', 'moja kor', 'moja ney', 'baje kotha', 'kharap kotha', 'meme', 'post', 'troll',
  'gujob', 'rumour', 'rumor', 'jokes', 'lies', 'gossip', 'mock', 'fake account', 'fake id', 'laugh',
);
/** Shut out by everyone: a complete thought in itself. */
const EXCLUSION = cue(
  'কেউ আমার সাথে কথা বলে না', 'কেউ আমার সঙ্গে কথা বলে না', 'কেউ আমার সাথে খেলে না', 'কেউ আমার সাথে মেশে না',
  'keu amar sathe kotha bole na', 'keu amar sathe khele na', 'nobody talks to me', 'no one talks to me',
  'nobody plays with me', 'no one plays with me', 'no one sits with me', 'nobody sits with me',
  'স্কুলে যেতে ভয়', 'school e jete bhoy', 'scared to go to school', 'afraid to go to school',
  'কেউ আমার পাশে বসে না', 'কেউ আমার সাথে মেশে না', 'কেউ আমার সাথে মিশে না', 'কেউ আমার বন্ধু হতে চায় না',
  'keu amar pashe bose na', 'keu amar sathe mishe na', 'keu amar bondhu hote chay na', 'no one sits next to me',
  'nobody sits next to me', 'nobody wants to sit with me', 'no one wants to sit with me', 'nobody wants to be my friend',
  'no one wants to be my friend',
);

// ── Hopelessness ──────────────────────────────────────────────────────────────────────────────
const LIFE_WORD = cue('জীবন', 'বেঁচে থেকে', 'বেঁচে থাকার', 'jibon', 'beche theke', 'life=', 'living=');
const MEANINGLESS = cue(
  'মানে নেই', 'মানে নাই', 'অর্থ নেই', 'অর্থহীন', 'মূল্য নেই', 'কী লাভ', 'কি লাভ', 'লাভ কী', 'লাভ কি', 'বৃথা',
  'mane nei', 'mane nai', 'ortho nei', 'ki labh', 'labh ki', 'pointless', 'meaningless', 'no point', 'worthless',
  'not worth', 'no meaning',
  'লাভ নেই', 'লাভ নাই', 'মূল্যহীন', 'lav nai', 'lav nei', 'labh nai', 'labh nei', 'mullohin', 'ortho hin', 'orthohin',
  'nothing matters',
);
/** Life too heavy to carry on with: with a word for life, hopelessness. */
const CANT_CARRY = cue(
  'টেনে নিয়ে যেতে পারছি না', 'টানতে পারছি না', 'বয়ে বেড়াতে পারছি না', 'আর চলে না', 'tene niye jete parchi na',
  'tene nite parchi na', 'tanate parchi na', 'ar chole na', 'can t carry on', 'can t handle', 'too much to handle',
);
/** "What's the point of anything": the question a despairing student asks (not "the point of intersection"). */
const POINT_Q = cue(
  'what s the point', 'whats the point', 'what is the point', 'why bother', 'কী লাভ', 'কি লাভ', 'ki lav', 'ki labh',
  'লাভ নেই', 'লাভ নাই', 'lav nai', 'lav nei', 'no use', 'no point', 'pointless', 'useless',
);
const POINT_OF = cue(
  'of anything', 'of living', 'of life', 'of trying', 'anymore', 'of it all', 'of going on', 'of being alive',
  'of everything', 'in living', 'in anything', 'in trying', 'বেঁচে থেকে', 'বেঁচে থাকার', 'beche theke', 'bache theke',
  'benche theke', 'এই জীবনে', 'ei jibone', 'আর চেষ্টা কর', 'ar chesta kor', 'ei life e', 'trying anymore', 'to try anymore',
  'to keep trying', 'going on', 'to live',
);
/** My life, ruined or over. */
const MY_LIFE = cue(
  'আমার জীবন=', 'আমার জীবনটা', 'আমার লাইফ=', 'আমার লাইফটা', 'amar jibon=', 'amar jibonta', 'amar jibon ta', 'amar life=',
  'amar life ta', 'my life=', 'my whole life=',
);
const RUINED = cue(
  'শেষ=', 'শেষ হয়ে গেছে', 'নষ্ট', 'বরবাদ', 'ধ্বংস', 'অর্থহীন', 'বৃথা', 'বেকার', 'shesh=', 'sesh=', 'nosto', 'barbad',
  'dhongsho', 'bekar', 'ruined', 'over=', 'destroyed', 'a mess', 'worthless', 'pointless', 'meaningless', 'useless',
  'is nothing',
);
/** Everything feels pointless. */
const EVERYTHING = cue('সব=', 'সবকিছু', 'সব কিছু', 'sob=', 'sobkichu', 'sob kichu', 'everything', 'nothing=');
const WORTHLESS_ADJ = cue(
  'অর্থহীন', 'বৃথা', 'মূল্যহীন', 'orthohin', 'britha', 'mullohin', 'pointless', 'meaningless', 'matters=', 'worthless',
  'hopeless', 'অসহ্য', 'osojjo', 'unbearable',
);
const FEELS = cue('লাগে', 'মনে হয়', 'lage=', 'mone hoy', 'feel', 'seems', 'is=');
/** A verdict on oneself: "আমি একটা ব্যর্থ", "ami ekta failure", "I hate myself". */
const SELF_IS = cue('i am', 'i m', 'im=', 'i feel', 'ami=', 'আমি=');
const SELF_VERDICT = cue(
  'failure', 'worthless', 'useless', 'loser', 'good for nothing', 'not good enough', 'a disappointment',
  'অপদার্থ', 'অকর্মা', 'একটা ব্যর্থ', 'ব্যর্থ মানুষ', 'কাজের না', 'opodartho', 'okorma', 'ekta bartho', 'kajer na',
);
/** Not about the student's worth: "useless at drawing", "failure in physics". */
const AT_A_SUBJECT = cue('at=', 'in=', 'e=', 'এ=', 'তে=', 'with=', 'for=');
const SELF_HATE = cue(
  'নিজেকে ঘৃণা', 'নিজেরে ঘৃণা', 'নিজেকে ঘেন্না', 'আমার দ্বারা কিছু হবে না', 'আমার দ্বারা কিছুই হবে না', 'আমাকে দিয়ে কিছু হবে না',
  'আমাকে দিয়ে কিছুই হবে না', 'nijeke ghrina', 'nijeke ghenna', 'amar dara kichu hobe na', 'amar dara kichui hobe na',
  'amake diye kichu hobe na', 'amake diye kichui hobe na', 'i hate myself', 'hate my life', 'i hate my life',
  'i can t do anything right', 'can t do anything right', 'i am nothing', 'i m nothing',
);
/** A burden on others, in any words between ("আমি সবার কাছে একটা বোঝা"). */
const BURDEN_WORD = cue(
  'একটা বোঝা=', 'সবার বোঝা=', 'পরিবারের বোঝা=', 'সংসারের বোঝা=', 'বোঝা হয়ে গেছি', 'বোঝা হয়ে আছি', 'বোঝা ছাড়া',
  'ekta bojha=', 'sobar bojha=', 'poribarer bojha=', 'bojha hoye gechi', 'bojha hoye achi', 'a burden', 'such a burden',
  'burden to', 'burden on my', 'burden for my',
);
const HOPELESS = cue(
  'hopeless', 'নিরাশ', 'আশা নেই', 'asha nei', 'no hope', 'বিষণ্ণ', 'depressed', 'depression', 'ডিপ্রেশন', 'ডিপ্রেসড',
  'আশা নাই', 'আশা দেখি না', 'আশা দেখছি না', 'asha nai', 'asha dekhi na', 'no future', 'ভবিষ্যৎ নেই', 'ভবিষ্যৎ নাই',
  'ভবিষ্যত নেই', 'bhobishot nai', 'bhobishot nei', 'vobisshot nai', 'future nai', 'future nei', 'depresed', 'depresson',
  'ডিপ্রেশনে', 'ডিপ্রেস', 'ভালো থাকব না', 'সুখী হব না', 'bhalo thakbo na', 'sukhi hobo na', 'never be happy',
);
/** Signs of despair that count when two different ones come together. */
const DESPAIR_SIGNS: Cue[] = [
  // alone, no one to talk to
  cue(
    'একা=', 'একলা', 'নিঃসঙ্গ', 'eka=', 'ekla', 'lonely', 'alone=', 'কেউ নেই', 'কেউ নাই', 'keu nei', 'keu nai', 'no friends',
    'no one to talk to', 'nobody to talk to', 'বন্ধু নেই', 'বন্ধু নাই', 'bondhu nei', 'bondhu nai',
  ),
  // unloved, not understood
  cue(
    'ভালোবাসে না', 'ভালবাসে না', 'পাত্তা দেয় না', 'কেউ বোঝে না', 'কেউ বুঝে না', 'bhalobashe na', 'bhalobase na',
    'nobody loves', 'no one loves', 'nobody cares', 'no one cares', 'nobody understands', 'keu bujhe na', 'keu bojhe na',
    'কেউ বুঝে না আমারে', 'no one understands', 'কারো কাছে গুরুত্বপূর্ণ না', 'কেউ গুরুত্ব দেয় না', 'keu gurutto dey na',
    'i don t matter', 'don t matter to anyone',
  ),
  // crying
  cue(
    'কাঁদি=', 'কান্না পায়', 'কাঁদছি', 'কেঁদে', 'কান্না আস', 'কান্না চলে আস', 'কাঁদতে থাক', 'কান্নাকাটি', 'কাঁদতেছি',
    'kadi=', 'kandi=', 'kandchi', 'kanna pay', 'kanna ase', 'kanna ashe', 'kanna chole ase', 'kandte thaki', 'kandakati',
    'kede fel', 'cry=', 'crying', 'cries=', 'cry myself', 'cried myself',
  ),
  // nothing is enjoyable
  cue(
    'কিছু ভালো লাগে না', 'কিছুই ভালো লাগে না', 'ভালো লাগে না কিছু', 'কিছুতে মন বসে না',
    'kichu bhalo lage na', 'kichui bhalo lage na', 'bhalo lage na kichu', 'kichute mon bose na', 'মন বসে না', 'mon bose na',
    'nothing makes me happy', 'don t enjoy anything', 'can t enjoy', 'nothing feels good', 'lost interest in everything',
    'nothing interests me', 'মজা পাই না', 'আনন্দ পাই না', 'moja pai na', 'anondo pai na',
  ),
  // darkness, emptiness
  cue(
    'সব অন্ধকার', 'অন্ধকার লাগে', 'sob ondhokar', 'ondhokar lage', 'everything is dark', 'darkness', 'ফাঁকা লাগে',
    'শূন্য লাগে', 'ভেতরটা ফাঁকা', 'faka lage', 'shunno lage', 'feel empty', 'empty inside', 'feel numb', 'feel nothing',
    'feel lost', 'lost and empty',
  ),
  // no strength, no will
  cue(
    'শক্তি নেই', 'শক্তি পাই না', 'ক্লান্ত লাগে', 'shokti nei', 'no energy', 'tired of everything', 'tired of life',
    'কিছু করতে ইচ্ছা করে না', 'কিছু করতে ইচ্ছে করে না', 'বিছানা থেকে উঠতে ইচ্ছা করে না', 'kichu korte icche kore na',
    'don t want to do anything', 'can t get out of bed', 'tired all the time', 'always tired', 'সারাদিন ঘুমাই', 'ঘুমাই=',
    'sara din ghumai', 'ghumai=', 'sleep all day', 'sleeping all day',
  ),
  // it is over, it will never get better, I cannot bear it
  cue(
    'সব শেষ=', 'সব শেষ হয়ে গেছে', 'সব কিছু শেষ', 'সবকিছু শেষ', 'sob shesh', 'sob kichu shesh', 'sobkichu shesh', 'everything is over', 'it s over', 'never get better', 'never be better',
    'কখনো ঠিক হবে না', 'thik hobe na', 'সহ্য হয় না', 'সহ্য করতে পারছি না', 'sojjo hoy na', 'can t take it',
    'can t take this', 'কিছুই ঠিক হবে না', 'kichui thik hobe na', 'kokhono thik hobe na', 'nothing will get better',
    'nothing gets better', 'won t get better', 'will never get better',
    'never going to get better', 'আর পারছি না', 'আর পারতেছি না', 'আর পারি না', 'ar parchi na', 'ar partesi na',
    'ar parteci na', 'can t go on', 'can t do this anymore', 'অসহ্য', 'osojjo', 'osohho', 'unbearable',
  ),
  // sad all the time
  cue('হতাশ', 'hotash', 'মন খারাপ', 'mon kharap', 'unhappy', 'miserable', 'sad all the time', 'always sad'),
  // meaningless
  cue('অর্থহীন', 'মূল্যহীন', 'orthohin', 'meaningless', 'pointless', 'nothing feels real'),
  // nothing matters
  cue('nothing matters', 'nothing makes sense anymore', 'life makes no sense', 'কিছুতেই কিছু যায় আসে না', 'কিছু যায় আসে না', 'kichu jay ase na', 'don t care about anything'),
  // no one would miss me
  cue(
    'কেউ খুঁজবে না', 'কেউ মিস করবে না', 'keu khujbe na', 'nobody would miss me', 'no one would miss me',
    'no one would care', 'nobody would care',
  ),
  // leaving everything
  cue('সব ছেড়ে চলে যা', 'sob chere chole ja', 'run away from everything', 'disappear'),
  // not wanting to see or talk to anyone
  cue(
    'কারো সাথে কথা বলতে ইচ্ছা করে না', 'কারো সাথে কথা বলতে ইচ্ছে করে না', 'কারো সাথে কথা বলতে মন চায় না',
    'কারো সাথে মিশতে ইচ্ছা করে না', 'karo sathe kotha bolte icche kore na', 'karo sathe kotha bolte mon chay na',
    'don t want to talk to anyone', 'don t want to see anyone', 'don t want to talk to anybody',
    'স্কুলে যেতে ইচ্ছা করে না', 'স্কুলে যাইতে ইচ্ছা করে না', 'school e jete icche kore na', 'ঘর থেকে বের হতে ইচ্ছা করে না',
    'ghor theke ber hote icche kore na',
  ),
  // a low opinion of oneself
  cue('failure', 'worthless', 'useless', 'loser', 'অপদার্থ', 'অকর্মা', 'ব্যর্থ', 'opodartho', 'okorma', 'bartho'),
];

/** A word study ("আত্মহত্যা শব্দের সমাস", "what does bully mean"): about the word, not the student. */
export const WORD_STUDY = cue(
  'শব্দ', 'সমাস', 'সন্ধি', 'বানান', 'প্রতিশব্দ', 'সংজ্ঞা', 'ব্যাকরণ', 'অনুবাদ', 'shobd', 'ortho=', 'onubad',
  'meaning=', 'meanings=', 'word=', 'words=', 'sentence', 'বাক্য', 'বাচ্য', 'voice=', 'passive', 'narration', 'bakko', 'spell', 'synonym', 'antonym', 'define', 'definition', 'translate', 'translation',
);

/**
 * A request to the tutor ("tell me", "আমাকে বুঝিয়ে দাও"): its "me" is not the one anything is done
 * to, so it is read as nothing ("tell me how a lion kills and beats its prey").
 */
export const ASKING_THE_TUTOR = cue(
  'tell= me=', 'show= me=', 'explain= to me=', 'teach= me=', 'let= me= know', 'help= me= understand',
  'আমাকে বুঝিয়ে', 'আমাকে বলো', 'আমাকে বল=', 'আমাকে বলেন', 'আমাকে দাও', 'আমাকে শেখাও', 'আমাকে বোঝাও', 'আমাকে বুঝাও',
  'amake bujhiye', 'amake bolo', 'amake dao', 'amake shekhao', 'amake bujhao', 'amake bojhao',
);
/** The student's schoolwork ("for my vocabulary copy"): its "my" says nothing of how they are. */
export const MY_SCHOOLWORK = cue(
  'my= vocabulary', 'my= copy', 'my= english', 'my= bangla', 'my= math', 'my= maths', 'my= science', 'my= grammar', 'my= school', 'my= notebook', 'my= homework', 'my= exam', 'my= class', 'my= assignment', 'my= project',
  'আমার খাতা', 'আমার খাতায়', 'আমার বাড়ির কাজ', 'আমার হোমওয়ার্ক', 'amar khata', 'amar homework',
);
/** "Give me an example": a request too, though "give me food" is not (so only for word studies). */
export const GIVE_ME = cue('give= me=', 'আমাকে দিন', 'amake din');
/**
 * What else is hit, killed or locked in a lesson (prey, pests, germs, a nail, a drum): a harm
 * verb with one of these next to it is not about the student ("বাঘ হরিণ মারে", "hits the nail").
 */
export const OTHER_OBJECT = cue(
  'মশা', 'মাছি', 'পোকা', 'তেলাপোকা', 'ইঁদুর', 'সাপ=', 'সাপকে', 'বাঘ', 'সিংহ', 'হরিণ', 'শিকার', 'মাছ=', 'মাছকে', 'জীবাণু',
  'ব্যাকটেরিয়া', 'ভাইরাস', 'কীট', 'পাখি', 'প্রাণী', 'গরু', 'ছাগল', 'বল=', 'বলকে', 'ঢোল', 'ঘণ্টা', 'পেরেক', 'টেবিল', 'দরজা',
  'শত্রু', 'সৈন্য',
  'mosha', 'machi', 'poka', 'idur', 'sap=', 'bagh=', 'horin', 'mach=', 'jibanu', 'bacteria', 'virus', 'pakhi', 'goru',
  'ball=', 'balls=', 'perek', 'table=',
  'mosquito', 'insect', 'pests=', 'pest=', 'prey=', 'animal', 'deer=', 'lion', 'tiger', 'snake', 'germs=', 'germ=', 'microbe',
  'nail=', 'nails=', 'drum=', 'drums=', 'bell=', 'bells=', 'record=', 'enemy', 'soldier', 'army=', 'hammer', 'rat=', 'rats=',
  'mice=', 'fly=', 'flies=',
);

/** Intensifiers and "any": dropped before matching so "মরে যেতে খুব ইচ্ছা" reads as "মরে যেতে ইচ্ছা". */
export const FILLERS = cue(
  'খুব=', 'অনেক=', 'সত্যি=', 'সত্যিই=', 'একদম=', 'একেবারে=', 'কোনো=', 'কোন=', 'শুধু=',
  'khub=', 'onek=', 'shotti=', 'sotti=', 'ekdom=', 'kono=', 'shudhu=',
  'so=', 'very=', 'really=', 'just=', 'truly=', 'totally=', 'any=', 'ever=',
);

/**
 * Lesson terms and idioms whose words are also cues: read as nothing before matching. The
 * lysosome is the cell's "suicide bag"; "মাছ মারা" is fishing; "ছক্কা মারা" hitting a six.
 */
export const LESSON_TERMS = cue(
  'suicide bag', 'suicidal bag', 'suicide sac', 'আত্মঘাতী থলি', 'আত্মঘাতী ব্যাগ', 'আত্মহত্যার থলি', 'আত্মহত্যার ব্যাগ',
  'attoghati tholi', 'suicide bomb', 'suicide attack', 'আত্মঘাতী বোমা', 'আত্মঘাতী হামলা',
  'মাছ মার', 'মশা মার', 'মাছি মার', 'পোকা মার', 'পোকামাকড় মার', 'ইঁদুর মার', 'সাপ মার', 'ছক্কা মার', 'চার মার', 'বল মার',
  'গোল মার', 'তালা মার', 'mach mar', 'mosha mar', 'machi mar', 'poka mar', 'idur mar', 'sap mar', 'chokka mar',
  'মাছ মের', 'মশা মের', 'মাছি মের', 'পোকা মের', 'ইঁদুর মের', 'সাপ মের', 'mosha mer', 'sap mer', 'poka mer', 'idur mer',
  'জীবাণু মার', 'জীবাণু মের', 'ব্যাকটেরিয়া মার', 'ব্যাকটেরিয়া মের', 'jibanu mar', 'jibanu mer',
  'chaka mar', 'beat the record', 'beats the record', 'beat the heat', 'beat the drum', 'beat the eggs', 'heart beat',
  'heartbeat', 'beats per', 'die of boredom', 'dying of boredom', 'bored to death', 'died laughing', 'die laughing',
  'cells commit suicide', 'cell commits suicide', 'cell suicide', 'cellular suicide', 'কোষের আত্মহত্যা', 'কোষ আত্মহত্যা',
  'kosher atmohotta', 'cell er suicide', 'dying to know', 'dying to see', 'dying to find out', 'killing me', 'kill this chapter',
  'kill the chapter', 'kill time', 'deadline', 'dead end', 'beat me in', 'beat us in', 'beat me at', 'beat us at',
  'beats me in', 'beats me at', 'beats us in', 'beats us at', 'beat me by', 'beat us by',
);

// ── Rules ─────────────────────────────────────────────────────────────────────────────────────
export interface Rule {
  kind: SafetyKind;
  /** Every cue must occur within `window` words (in this order when `ordered`). */
  cues: Cue[];
  window: number;
  ordered?: boolean;
  /** Does not count when this cue follows within 2 words ("মরতে চাই না": I do not want to die). */
  notFollowedBy?: Cue;
  /** With other students as the actors, the message is of this kind instead. */
  byPeers?: SafetyKind;
  /** The last cue does not count with one of these within 2 words of it, before or after. */
  notNear?: Cue;
  /**
   * Hyperbole-prone or said of others as often as of oneself ("exam e more jabo", "did Hitler
   * commit suicide?"): decisive alone, but one of these contexts hands the finding to the
   * statistical model, at a lower threshold (classifier.ts).
   */
  ambiguous?: readonly OverrulingContext[];
}

/** Contexts that can overrule an ambiguous rule (context.ts). */
export type OverrulingContext = 'joke' | 'idiom' | 'lesson' | 'denial';
const ANY_CONTEXT: readonly OverrulingContext[] = ['joke', 'idiom', 'lesson', 'denial'];
const IN_JEST: readonly OverrulingContext[] = ['joke', 'idiom'];

/** Two different despair signs, or one of the strong ones. */
export const DESPAIR = { signs: DESPAIR_SIGNS, atLeast: 2 };

const WHOLE_MESSAGE = 200;

export const RULES: Rule[] = [
  // self-harm
  { kind: 'self_harm', cues: [SUICIDE_WORDS], window: WHOLE_MESSAGE, ambiguous: ANY_CONTEXT },
  // Said as one's own wish or plan, the same words are decisive in any context.
  { kind: 'self_harm', cues: [SUICIDE_WORDS, MY_WISH_BN], window: 4, ordered: true, notFollowedBy: NEGATION },
  { kind: 'self_harm', cues: [FIRST_PERSON, anyCue(DESIRE_EN, INTENT_EN, THOUGHT), SUICIDE_WORDS], window: 6, ordered: true },
  // "I never think of hurting myself": only a denial makes these first-person words ambiguous.
  { kind: 'self_harm', cues: [SELF_HARM_TERMS], window: WHOLE_MESSAGE, ambiguous: ['denial'] },
  { kind: 'self_harm', cues: [DEATH_BN, DESIRE_BN], window: 4, ordered: true, notFollowedBy: NEGATION, ambiguous: ANY_CONTEXT },
  { kind: 'self_harm', cues: [DESIRE_BN, DEATH_BN], window: 3, ordered: true, ambiguous: ANY_CONTEXT },
  { kind: 'self_harm', cues: [DESIRE_EN, DEATH_EN], window: 4, ordered: true, ambiguous: ANY_CONTEXT },
  { kind: 'self_harm', cues: [INTENT_EN, DEATH_EN], window: 5, ordered: true, ambiguous: ANY_CONTEXT },
  { kind: 'self_harm', cues: [THINK_OF_DYING], window: WHOLE_MESSAGE },
  { kind: 'self_harm', cues: [LIFE, anyCue(DESIRE_BN, DESIRE_EN), NEGATION], window: 5, ordered: true },
  { kind: 'self_harm', cues: [NEGATION, anyCue(DESIRE_EN, DESIRE_BN), LIFE], window: 6, ordered: true },
  { kind: 'self_harm', cues: [METHOD, anyCue(DESIRE_BN, DESIRE_EN, INTENT, QUANTITY)], window: 6, notFollowedBy: NEGATION, ambiguous: ['lesson'] },
  { kind: 'self_harm', cues: [OWN_BODY, SELF_INJURY_ACT], window: 6, ambiguous: ['lesson'] },
  { kind: 'self_harm', cues: [WITHOUT_ME, BETTER], window: 9 },
  { kind: 'self_harm', cues: [BURDEN], window: WHOLE_MESSAGE },
  { kind: 'self_harm', cues: [SELF_IS, BURDEN_WORD], window: 8, ordered: true },
  { kind: 'self_harm', cues: [DEATH_INTENT], window: WHOLE_MESSAGE, ambiguous: ANY_CONTEXT },
  { kind: 'self_harm', cues: [DEATH_IF, BETTER_OFF], window: 6, ordered: true },
  { kind: 'self_harm', cues: [FAREWELL], window: WHOLE_MESSAGE },
  { kind: 'self_harm', cues: [GOODBYE, anyCue(FORGIVE, NEVER_AGAIN)], window: WHOLE_MESSAGE },
  { kind: 'self_harm', cues: [FORGIVE, NEVER_AGAIN], window: WHOLE_MESSAGE },
  { kind: 'self_harm', cues: [NECK, LIGATURE, anyCue(DESIRE_BN, DESIRE_EN, INTENT, THOUGHT, FIRST_PERSON)], window: 10 },
  { kind: 'self_harm', cues: [PILLS, OVERDOSE, anyCue(INTENT, DESIRE_BN, DESIRE_EN, THOUGHT)], window: 8 },
  { kind: 'self_harm', cues: [anyCue(PILLS, METHOD), STOCKPILE], window: 8 },
  { kind: 'self_harm', cues: [METHOD, OVERDOSE], window: 6 },
  { kind: 'self_harm', cues: [METHOD_ME, anyCue(THOUGHT, DESIRE_BN, DESIRE_EN, INTENT, HIGH_PLACE)], window: 8 },
  { kind: 'self_harm', cues: [DESIRE_BN, DEATH_ME_BN], window: 7 },
  { kind: 'self_harm', cues: [END_ALL, CANT_GO_ON], window: 12 },
  { kind: 'self_harm', cues: [NOT_STAYING, WORLD, FIRST_PERSON], window: 6 },
  { kind: 'self_harm', cues: [NEGATION, REASON_TO_LIVE], window: 8 },
  { kind: 'self_harm', cues: [MY_THINGS, GIVE_AWAY, NO_NEED], window: 14 },
  { kind: 'self_harm', cues: [OWN_BODY, INJURE_ANY, ON_PURPOSE], window: 10 },
  { kind: 'self_harm', cues: [SELF_INJURY_EN, MY_BODY_EN, ON_PURPOSE], window: 12 },
  { kind: 'self_harm', cues: [SCARS, anyCue(MY_BODY_EN, OWN_BODY), CUTTING], window: 8 },
  // sexual exploitation
  { kind: 'sexual_exploitation', cues: [SEXUAL_TERMS, FIRST_PERSON], window: 12 },
  { kind: 'sexual_exploitation', cues: [TOUCH, BAD_MANNER, FIRST_PERSON], window: 10 },
  { kind: 'sexual_exploitation', cues: [ME_OBJECT, TOUCH, UNWANTED], window: 10 },
  { kind: 'sexual_exploitation', cues: [SECRECY, anyCue(TOUCH, MEET, PHOTO, STRANGER_ONLINE)], window: 14, ambiguous: ['lesson'] },
  { kind: 'sexual_exploitation', cues: [STRANGER_ONLINE, MEET, FIRST_PERSON], window: 12 },
  { kind: 'sexual_exploitation', cues: [NUDE, anyCue(PHOTO, REQUEST)], window: 6 },
  { kind: 'sexual_exploitation', cues: [UNDRESS, anyCue(FIRST_PERSON, ASKS, STRANGER_ONLINE)], window: 10 },
  { kind: 'sexual_exploitation', cues: [BAD_ACTS, anyCue(ASKS, STRANGER_ONLINE), ME_OBJECT], window: 12 },
  { kind: 'sexual_exploitation', cues: [ALONE_MEETING, FIRST_PERSON], window: 10 },
  { kind: 'sexual_exploitation', cues: [GROOMING, anyCue(STRANGER_ONLINE, ME_OBJECT), anyCue(PHOTO, MEET, REQUEST)], window: 14 },
  { kind: 'sexual_exploitation', cues: [MY_PHOTO, REQUEST, STRANGER_ONLINE], window: 12 },
  { kind: 'sexual_exploitation', cues: [MY_PHOTO, REQUEST, anyCue(SHARE_THREAT, NEGATION)], window: 12 },
  // abuse (or bullying, when other students do it)
  { kind: 'abuse', cues: [ME_OBJECT, HARM], window: 7, byPeers: 'bullying', notNear: OTHER_OBJECT, ambiguous: IN_JEST },
  // Bengali drops the object: "আব্বু প্রতিদিন বেল্ট দিয়ে মারে".
  { kind: 'abuse', cues: [ADULT, BEATING_BN], window: 8, byPeers: 'bullying', notNear: OTHER_OBJECT, ambiguous: IN_JEST },
  { kind: 'abuse', cues: [BEATEN_IF, anyCue(ADULT, ADULT_EN, ME_OBJECT, FIRST_PERSON)], window: 14, byPeers: 'bullying' },
  { kind: 'abuse', cues: [anyCue(ADULT, ADULT_EN, ME_OBJECT, FIRST_PERSON), NOT_FED], window: 12 },
  { kind: 'abuse', cues: [ADULT, ROOM, CONFINE], window: 8 },
  { kind: 'abuse', cues: [ME_OBJECT, CONFINE], window: 10, byPeers: 'bullying' },
  { kind: 'abuse', cues: [anyCue(ADULT, ADULT_EN), HARM_US], window: 8 },
  { kind: 'abuse', cues: [THROWN, AT_ME], window: 6, byPeers: 'bullying' },
  { kind: 'abuse', cues: [IMPLEMENT, anyCue(BEATING_BN, BEATEN)], window: 4, byPeers: 'bullying', notNear: OTHER_OBJECT },
  { kind: 'abuse', cues: [anyCue(BEATEN, BEATING_BN), INJURY], window: 8, byPeers: 'bullying' },
  { kind: 'abuse', cues: [GET_BEATEN, anyCue(ADULT, FIRST_PERSON)], window: 8, byPeers: 'bullying' },
  { kind: 'abuse', cues: [FORCED_MARRIAGE, FIRST_PERSON], window: 10 },
  { kind: 'abuse', cues: [RUN_AWAY, anyCue(INTENT, DESIRE_BN, DESIRE_EN, FIRST_PERSON)], window: 8 },
  // online threats
  { kind: 'online_threat', cues: [MY_PHOTO, SHARE_THREAT], window: 12 },
  { kind: 'online_threat', cues: [BLACKMAIL, FIRST_PERSON], window: 12 },
  { kind: 'online_threat', cues: [THREAT_WORD, anyCue(ME_OBJECT, WILL_HARM, MY_PHOTO, KNOWS_WHERE)], window: 12 },
  { kind: 'online_threat', cues: [KNOWS_WHERE, anyCue(WILL_HARM, STRANGER_ONLINE, THREAT_WORD)], window: 14 },
  { kind: 'online_threat', cues: [WILL_HARM, ME_OBJECT, anyCue(ASKS, STRANGER_ONLINE)], window: 12 },
  { kind: 'online_threat', cues: [MY_PHOTO, SHARED, MOCKED], window: 16, byPeers: 'bullying' },
  { kind: 'online_threat', cues: [MY_PRIVATE, anyCue(SHARE_THREAT, EXTORT_COND, THREAT_WORD)], window: 12 },
  { kind: 'online_threat', cues: [EXTORT_COND, anyCue(SHARE_THREAT, WILL_HARM), FIRST_PERSON], window: 14 },
  // bullying
  { kind: 'bullying', cues: [BULLY, FIRST_PERSON], window: 10, ambiguous: ['lesson'] },
  { kind: 'bullying', cues: [TEASE, FIRST_PERSON], window: 8 },
  { kind: 'bullying', cues: [EXCLUSION], window: WHOLE_MESSAGE },
  { kind: 'bullying', cues: [BELONGING, SNATCH, anyCue(PEERS, THEY)], window: 10 },
  { kind: 'bullying', cues: [BELONGING, SNATCH, ME_OBJECT], window: 6 },
  { kind: 'bullying', cues: [ABOUT_ME, MOCK_ACT], window: 7 },
  { kind: 'bullying', cues: [CALLS_ME, INSULT], window: 5 },
  // hopelessness
  { kind: 'hopelessness', cues: [LIFE_WORD, MEANINGLESS], window: 5 },
  { kind: 'hopelessness', cues: [HOPELESS, FIRST_PERSON], window: 10 },
  { kind: 'hopelessness', cues: [POINT_Q, POINT_OF], window: 7 },
  { kind: 'hopelessness', cues: [LIFE_WORD, CANT_CARRY], window: 9 },
  { kind: 'hopelessness', cues: [MY_LIFE, RUINED], window: 5, ordered: true, ambiguous: IN_JEST },
  { kind: 'hopelessness', cues: [EVERYTHING, WORTHLESS_ADJ, anyCue(FEELS, FIRST_PERSON)], window: 6 },
  { kind: 'hopelessness', cues: [SELF_IS, SELF_VERDICT], window: 5, ordered: true, notFollowedBy: AT_A_SUBJECT },
  { kind: 'hopelessness', cues: [SELF_HATE], window: WHOLE_MESSAGE },
];


/** Any adult, in either script. */
export const ADULT_ANY = anyCue(ADULT, ADULT_EN);
