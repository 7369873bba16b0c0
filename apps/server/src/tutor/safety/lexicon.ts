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
  'ami=', 'amar=', 'amake=', 'amay=', 'amare=', 'nije',
  'i=', 'im=', 'me=', 'my=', 'myself=', 'mine=',
);
/** The student as the one something is done to. */
const ME_OBJECT = cue(
  'আমাকে=', 'আমায়=', 'আমারে=', 'আমার গায়', 'আমার ওপর', 'আমার উপর', 'আমার শরীর', 'আমার সাথে', 'আমার সঙ্গে',
  'amake=', 'amay=', 'amare=', 'amar gay', 'amar sathe', 'me=', 'myself=',
);
/** Other students: harm from them is bullying, from adults abuse. */
export const PEERS = cue(
  'ক্লাসের', 'সহপাঠী', 'বন্ধুরা', 'বন্ধু=', 'সিনিয়র', 'বড় ক্লাসের', 'ছেলেরা', 'মেয়েরা', 'স্কুলের ছেলে', 'স্কুলের মেয়ে',
  'class er', 'classer', 'classmate', 'bondhu', 'senior',
  'kids=', 'classmates', 'boys=', 'girls=', 'seniors', 'students', 'friends',
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
  'খাব=', 'দেব=', 'দিব=', 'করব=', 'যাব=', 'খেয়ে ফেলব', 'ভাবছি',
  'khabo=', 'debo=', 'dibo=', 'korbo=', 'jabo=', 'bhabchi',
  'i will', 'i ll', 'i am going to', 'i m going to', 'im going to', 'i m gonna', 'i am gonna', 'thinking about', 'thinking of',
);
const QUANTITY = cue(
  'কয়টা', 'কয়টি', 'কতগুলো', 'কতগুলি', 'একসাথে', 'সবগুলো', 'পুরো পাতা',
  'koyta', 'kotogulo', 'eksathe', 'how many', 'all the', 'a lot of', 'whole',
);

// ── Self-harm ─────────────────────────────────────────────────────────────────────────────────
/** Enough alone: words that mean self-harm or suicide whatever surrounds them. */
const SELF_HARM_TERMS = cue(
  'আত্মহত্য', 'আত্মহনন', 'নিজেকে শেষ', 'নিজেকে মেরে', 'নিজেকে খুন', 'নিজের জীবন শেষ', 'জীবনটা শেষ করে', 'জীবন শেষ করে',
  'নিজের ক্ষতি কর', 'নিজেকে আঘাত', 'নিজেকে কষ্ট দি', 'গলায় দড়ি', 'গলায় ফাঁস', 'ফাঁস দেব', 'ফাঁস দিব', 'ফাঁস নেব',
  'বিষ খাব', 'বিষ খেয়ে মর', 'বিষ খেয়ে ফেল', 'সবকিছু শেষ করে', 'সব কিছু শেষ করে', 'আর ঘুম ভাঙবে না', 'আর না জাগি',
  'atmohott', 'attohott', 'atmohatt', 'attohatt', 'atmohoty', 'nijeke shesh', 'nijeke mere', 'nijer khoti kor',
  'jibon shesh kore', 'sobkichu shesh kore', 'sob kichu shesh kore', 'golay dori', 'bish khabo', 'bish kheye mor',
  'suicid', 'sucid', 'kill myself', 'killing myself', 'kill my self', 'end my life', 'end my own life', 'take my own life',
  'take my life', 'end it all=', 'hurt myself', 'hurting myself', 'harm myself', 'harming myself', 'self harm',
  'selfharm', 'cut myself', 'cutting myself', 'burn myself', 'burning myself', 'cut my wrist', 'cut my arm',
  'better off dead', 'never wake up', 'not wake up', 'no reason to live', 'nothing to live for', 'no point living',
  'no point in living', 'why should i live', 'disappear forever', 'overdose',
  // Wishing never to have been born.
  'জন্ম না হত', 'জন্ম না হলেই', 'জন্মই না', 'jonmo na hoto', 'jonmo na holei', 'never born', 'never been born',
  'নিজেকে কষ্ট দি', 'nijeke kosto di', 'nijeke aghat',
);
/** Dying as the speaker's own plan: "মরে যাব", "I will die". */
const DEATH_INTENT = cue('মরে যাব=', 'মরব=', 'মরেই যাব', 'more jabo=', 'morbo=', 'i will die', 'i ll die', 'i am going to die');
const DEATH_BN = cue(
  'মরে যে', 'মরে যাই', 'মরে যাওয়া', 'মরে গেলেই', 'মরতে=', 'মরব=', 'মরে যাব=', 'মৃত্যু', 'মরণ=', 'মারা যেতে', 'মারা যাই',
  'more jete', 'more jai', 'more jabo', 'more jaoa', 'more gelei', 'morte=', 'morbo=', 'mrittu', 'mritto', 'moron=',
  'mara jete',
);
const DEATH_EN = cue('die=', 'dead=', 'death=', 'disappear', 'not exist', 'not be alive', 'not wake up');
const LIFE = cue(
  'বাঁচতে=', 'বাঁচার=', 'বেঁচে থাক', 'বাঁচা=',
  'bachte=', 'bachar=', 'beche thak', 'bacha=',
  'live=', 'living=', 'alive=', 'exist=', 'be here=', 'go on=', 'keep going', 'reason to live', 'reason to go on',
);
/** A means of suicide: only with a wish, a plan or a dose does it count ("ফাঁসি কী?" does not). */
const METHOD = cue(
  'ছাদ থেকে লাফ', 'লাফ দি', 'গলায় দড়ি', 'ট্রেনের নিচে', 'ঘুমের ওষুধ', 'ঘুমের বড়ি', 'ঘুমের ট্যাবলেট', 'বিষ=', 'ইঁদুরের বিষ', 'ব্লেড',
  'chad theke laf', 'laf di', 'ghumer oshudh', 'ghumer tablet', 'bish=',
  'jump off', 'sleeping pill', 'poison=', 'rat poison', 'hang myself', 'blade',
);
/** Cutting or burning done by the speaker (a verb in the first person): "কেটে গেলে" (got cut) is not. */
const SELF_INJURY_ACT = cue(
  'কাটি=', 'কাটব=', 'কাটছি=', 'কেটেছি=', 'কেটে ফেলি', 'কেটে ফেলেছি', 'কেটে ফেলব', 'কেটে দিই', 'দাগ কাটি', 'পোড়াই=',
  'পুড়িয়ে দিই', 'ছ্যাঁকা দিই', 'আঘাত করি',
  'kati=', 'katbo=', 'katchi=', 'kete feli', 'kete felechi', 'kete felbo', 'kete dei', 'dag kati',
);
const OWN_BODY = cue(
  'হাত', 'কবজি', 'নিজের', 'নিজেকে', 'গায়ে', 'শরীর', 'ব্লেড',
  'hat=', 'hate=', 'haat', 'kobji', 'nijer', 'nijeke', 'gaye', 'blade',
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
);
const BURDEN = cue('আমি সবার বোঝা=', 'আমি বোঝা=', 'সবার বোঝা=', 'ami sobar bojha', 'i am a burden', 'i m a burden', 'im a burden');

// ── Abuse ─────────────────────────────────────────────────────────────────────────────────────
/** Harm done to someone: with the student as its object, abuse (or bullying, by other students). */
const HARM = cue(
  'মারে=', 'মারেন=', 'মারধর', 'মারধোর', 'মেরেছে=', 'মেরেছিল=', 'মারত=', 'মারতো=', 'মারছে=', 'পেটায়', 'পেটান', 'পিটায়',
  'পিটিয়ে', 'থাপ্পড়', 'চড় মার', 'লাথি', 'ছ্যাঁকা', 'পুড়িয়ে দেয়', 'বেঁধে রাখে', 'আটকে রাখ', 'খেতে দেয় না', 'নির্যাতন',
  'অত্যাচার', 'গায়ে হাত তোল', 'গায়ে হাত তুল', 'মেরে ফেলবে', 'কেড়ে নেয়',
  'mare=', 'maren=', 'mardhor', 'mereche', 'merechilo', 'marto=', 'petay', 'pitay', 'pitiye', 'thappor', 'lathi',
  'chheka', 'atke rakh', 'khete dey na', 'nirjaton', 'ottachar', 'mere felbe',
  'hits=', 'hit=', 'hitting', 'beats', 'beat=', 'beating', 'slaps', 'slapped', 'slapping', 'kicks', 'kicked', 'punches',
  'punched', 'burns me', 'burned me', 'locks me', 'locked me', 'starves', 'give me food', 'abuses', 'abused', 'abusing',
  'hurts me', 'hurt me', 'chokes', 'whips', 'will kill me',
);
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
);
const BAD_MANNER = cue(
  'খারাপভাবে', 'খারাপ ভাবে', 'বাজেভাবে', 'বাজে ভাবে', 'জোর করে', 'অস্বস্তি', 'গায়ে', 'শরীরে',
  'kharap bhabe', 'kharapbhabe', 'baje bhabe', 'bajebhabe', 'jor kore', 'gaye',
  'inappropriately', 'uncomfortable', 'at night', 'my body',
);
const SECRECY = cue(
  'কাউকে বলতে মানা', 'কাউকে বলতে নিষেধ', 'কাউকে না বলতে', 'কাউকে বলবে না', 'কাউকে বলিস না', 'কাউকে বলো না',
  'গোপন রাখতে', 'আমাদের গোপন', 'kauke bolte mana', 'kauke na bolte', 'kauke bolbi na', 'kauke bolo na',
  'our secret', 'not to tell', 'don t tell anyone', 'dont tell anyone', 'keep it a secret', 'keep it secret', 'tell no one',
);
const MEET = cue('দেখা করতে', 'দেখা করব', 'একা আসতে', 'dekha korte', 'meet me', 'meet up', 'come alone', 'meet=');
const STRANGER_ONLINE = cue(
  'অপরিচিত', 'অচেনা', 'অনলাইনে', 'ফেসবুক', 'মেসেঞ্জার', 'ইনস্টাগ্রাম', 'ইমোতে', 'হোয়াটসঅ্যাপ', 'টিকটক', 'গেমে',
  'online', 'facebook', 'messenger', 'instagram', 'whatsapp', 'imo=', 'tiktok', 'stranger', 'ochena', 'oporichito',
  'met online', 'snapchat', 'discord',
);
const PHOTO = cue('ছবি', 'ভিডিও', 'ফটো', 'সেলফি', 'chobi', 'picture', 'pic=', 'pics=', 'photo', 'selfie', 'video');
const MY_PHOTO = cue(
  'আমার ছবি', 'আমার ভিডিও', 'আমার ফটো', 'আমার কিছু ছবি', 'আমার গোপন ছবি', 'amar chobi', 'amar picture', 'amar pic',
  'amar video', 'amar photo', 'my photo', 'my pic', 'my picture', 'my video', 'my selfie', 'my private', 'photos of me',
  'pictures of me', 'pics of me',
);
const NUDE = cue(
  'নগ্ন', 'ন্যুড', 'খোলা ছবি', 'আপত্তিকর', 'খারাপ ছবি', 'গোপন ছবি', 'nongno', 'nude', 'naked', 'kharap chobi',
  'private pic', 'private photo', 'private picture', 'sexy', 'bad pictures', 'bad photos', 'dirty pictures',
  'বাজে ছবি', 'baje chobi',
);
/** Being asked to undress (on a video call, in person). */
const UNDRESS = cue(
  'কাপড় খুল', 'জামা খুল', 'kapor khul', 'jama khul', 'take off my clothes', 'take my clothes off', 'undress',
);
/** Being asked to come alone: how grooming arranges a meeting. */
const ALONE_MEETING = cue(
  'একা আসতে', 'একা দেখা কর', 'eka aste', 'eka dekha kor', 'meet me alone', 'come alone', 'meet alone',
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
  'viral', 'chere dibe', 'chere debe', 'choriye dibe', 'post kore dibe', 'sobaike pathiye', 'bole dibe',
  'post my', 'share my', 'leak', 'to everyone', 'show everyone', 'tell my parents', 'tell my',
);
const BLACKMAIL = cue(
  'ব্ল্যাকমেইল', 'ব্ল্যাকমেল', 'হুমকি দিচ্ছে', 'হুমকি দেয়', 'হুমকি দিয়েছে', 'হুমকি দিচ্ছ', 'ভয় দেখাচ্ছে',
  'blackmail', 'humki', 'threatening', 'threatens', 'threatened', 'bhoy dekhacche',
);

// ── Bullying ──────────────────────────────────────────────────────────────────────────────────
const BULLY = cue('bully', 'bullied', 'bullies', 'বুলি=', 'বুলিং', 'বুলিইং', 'র‍্যাগিং', 'ragging');
const TEASE = cue(
  'খেপায়', 'খ্যাপায়', 'ক্ষেপায়', 'হাসাহাসি', 'ঠাট্টা', 'টিটকারি', 'উপহাস', 'অপমান', 'নাম ধরে', 'গালি=', 'গালি দেয়',
  'মোটা বলে', 'কালো বলে', 'বোকা বলে', 'খাটো বলে', 'বাজে কথা বলে', 'বাজে পোস্ট', 'বাজে কমেন্ট', 'ট্রল',
  'khepay', 'khyapay', 'hasahasi', 'hashe=', 'thatta', 'opoman', 'gali=', 'mota bole', 'kalo bole', 'troll',
  'make fun of', 'makes fun of', 'made fun of', 'making fun of', 'laugh at me', 'laughs at me', 'laughing at me',
  'tease', 'teasing', 'call me names', 'calls me names', 'mocks=', 'mocked=', 'insult', 'ignore me', 'ignores me',
);
/** Shut out by everyone: a complete thought in itself. */
const EXCLUSION = cue(
  'কেউ আমার সাথে কথা বলে না', 'কেউ আমার সঙ্গে কথা বলে না', 'কেউ আমার সাথে খেলে না', 'কেউ আমার সাথে মেশে না',
  'keu amar sathe kotha bole na', 'keu amar sathe khele na', 'nobody talks to me', 'no one talks to me',
  'nobody plays with me', 'no one plays with me', 'no one sits with me', 'nobody sits with me',
  'স্কুলে যেতে ভয়', 'school e jete bhoy', 'scared to go to school', 'afraid to go to school',
);

// ── Hopelessness ──────────────────────────────────────────────────────────────────────────────
const LIFE_WORD = cue('জীবন', 'বেঁচে থেকে', 'বেঁচে থাকার', 'jibon', 'beche theke', 'life=', 'living=');
const MEANINGLESS = cue(
  'মানে নেই', 'মানে নাই', 'অর্থ নেই', 'অর্থহীন', 'মূল্য নেই', 'কী লাভ', 'কি লাভ', 'লাভ কী', 'লাভ কি', 'বৃথা',
  'mane nei', 'mane nai', 'ortho nei', 'ki labh', 'labh ki', 'pointless', 'meaningless', 'no point', 'worthless',
  'not worth', 'no meaning',
);
const HOPELESS = cue(
  'hopeless', 'নিরাশ', 'আশা নেই', 'asha nei', 'no hope', 'বিষণ্ণ', 'depressed', 'depression', 'ডিপ্রেশন', 'ডিপ্রেসড',
);
/** Signs of despair that count when two different ones come together. */
const DESPAIR_SIGNS: Cue[] = [
  cue('একা=', 'একলা', 'নিঃসঙ্গ', 'eka=', 'ekla', 'lonely', 'alone='),
  cue(
    'ভালোবাসে না', 'ভালবাসে না', 'পাত্তা দেয় না', 'কেউ বোঝে না', 'কেউ বুঝে না', 'bhalobashe na', 'bhalobase na',
    'nobody loves', 'no one loves', 'nobody cares', 'no one cares', 'nobody understands',
  ),
  cue('কাঁদি', 'কান্না পায়', 'কাঁদছি', 'কেঁদে', 'kadi=', 'kandi=', 'kandchi', 'kanna pay', 'cry=', 'crying'),
  cue(
    'কিছু ভালো লাগে না', 'কিছুই ভালো লাগে না', 'kichu bhalo lage na', 'kichui bhalo lage na', 'nothing makes me happy',
    'don t enjoy anything', 'can t enjoy',
  ),
  cue('সব অন্ধকার', 'অন্ধকার লাগে', 'sob ondhokar', 'ondhokar lage', 'everything is dark', 'darkness'),
  cue('শক্তি নেই', 'শক্তি পাই না', 'ক্লান্ত লাগে', 'shokti nei', 'no energy', 'tired of everything', 'tired of life'),
  cue(
    'সব শেষ=', 'সব শেষ হয়ে গেছে', 'sob shesh', 'everything is over', 'it s over', 'never get better', 'never be better',
    'কখনো ঠিক হবে না', 'thik hobe na', 'সহ্য হয় না', 'সহ্য করতে পারছি না', 'sojjo hoy na', 'can t take it',
    'can t take this',
  ),
  cue('হতাশ', 'hotash', 'মন খারাপ', 'mon kharap', 'unhappy', 'miserable'),
  cue(
    'কেউ খুঁজবে না', 'কেউ মিস করবে না', 'keu khujbe na', 'nobody would miss me', 'no one would miss me',
    'no one would care', 'nobody would care',
  ),
  cue('সব ছেড়ে চলে যা', 'sob chere chole ja', 'run away from everything', 'disappear'),
];

/** A word study ("আত্মহত্যা শব্দের সমাস", "what does bully mean"): about the word, not the student. */
export const WORD_STUDY = cue(
  'শব্দ', 'সমাস', 'সন্ধি', 'বানান', 'প্রতিশব্দ', 'সংজ্ঞা', 'ব্যাকরণ', 'অনুবাদ', 'shobd', 'ortho=', 'onubad',
  'meaning', 'word=', 'words=', 'spell', 'synonym', 'antonym', 'define', 'definition', 'translate', 'translation',
);

/** Intensifiers and "any": dropped before matching so "মরে যেতে খুব ইচ্ছা" reads as "মরে যেতে ইচ্ছা". */
export const FILLERS = cue(
  'খুব=', 'অনেক=', 'সত্যি=', 'সত্যিই=', 'একদম=', 'একেবারে=', 'কোনো=', 'কোন=', 'শুধু=',
  'khub=', 'onek=', 'shotti=', 'sotti=', 'ekdom=', 'kono=', 'shudhu=',
  'so=', 'very=', 'really=', 'just=', 'truly=', 'totally=', 'any=',
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
}

/** Two different despair signs, or one of the strong ones. */
export const DESPAIR = { signs: DESPAIR_SIGNS, atLeast: 2 };

const WHOLE_MESSAGE = 200;

export const RULES: Rule[] = [
  // self-harm
  { kind: 'self_harm', cues: [SELF_HARM_TERMS], window: WHOLE_MESSAGE },
  { kind: 'self_harm', cues: [DEATH_BN, DESIRE_BN], window: 3, ordered: true, notFollowedBy: NEGATION },
  { kind: 'self_harm', cues: [DESIRE_BN, DEATH_BN], window: 3, ordered: true },
  { kind: 'self_harm', cues: [DESIRE_EN, DEATH_EN], window: 4, ordered: true },
  { kind: 'self_harm', cues: [LIFE, anyCue(DESIRE_BN, DESIRE_EN), NEGATION], window: 5, ordered: true },
  { kind: 'self_harm', cues: [NEGATION, anyCue(DESIRE_EN, DESIRE_BN), LIFE], window: 6, ordered: true },
  { kind: 'self_harm', cues: [METHOD, anyCue(DESIRE_BN, DESIRE_EN, INTENT, QUANTITY)], window: 6 },
  { kind: 'self_harm', cues: [OWN_BODY, SELF_INJURY_ACT], window: 5 },
  { kind: 'self_harm', cues: [WITHOUT_ME, BETTER], window: 6 },
  { kind: 'self_harm', cues: [BURDEN], window: WHOLE_MESSAGE },
  { kind: 'self_harm', cues: [DEATH_INTENT], window: WHOLE_MESSAGE },
  // sexual exploitation
  { kind: 'sexual_exploitation', cues: [SEXUAL_TERMS, FIRST_PERSON], window: 12 },
  { kind: 'sexual_exploitation', cues: [TOUCH, BAD_MANNER, FIRST_PERSON], window: 10 },
  { kind: 'sexual_exploitation', cues: [SECRECY, anyCue(TOUCH, MEET, PHOTO, STRANGER_ONLINE)], window: 14 },
  { kind: 'sexual_exploitation', cues: [STRANGER_ONLINE, MEET, FIRST_PERSON], window: 12 },
  { kind: 'sexual_exploitation', cues: [NUDE, anyCue(PHOTO, REQUEST)], window: 6 },
  { kind: 'sexual_exploitation', cues: [UNDRESS, FIRST_PERSON], window: 10 },
  { kind: 'sexual_exploitation', cues: [ALONE_MEETING, FIRST_PERSON], window: 10 },
  { kind: 'sexual_exploitation', cues: [MY_PHOTO, REQUEST, STRANGER_ONLINE], window: 12 },
  { kind: 'sexual_exploitation', cues: [MY_PHOTO, REQUEST, anyCue(SHARE_THREAT, NEGATION)], window: 12 },
  // abuse (or bullying, when other students do it)
  { kind: 'abuse', cues: [ME_OBJECT, HARM], window: 7, byPeers: 'bullying' },
  { kind: 'abuse', cues: [FORCED_MARRIAGE, FIRST_PERSON], window: 10 },
  { kind: 'abuse', cues: [RUN_AWAY, anyCue(INTENT, DESIRE_BN, DESIRE_EN, FIRST_PERSON)], window: 8 },
  // online threats
  { kind: 'online_threat', cues: [MY_PHOTO, SHARE_THREAT], window: 12 },
  { kind: 'online_threat', cues: [BLACKMAIL, FIRST_PERSON], window: 12 },
  // bullying
  { kind: 'bullying', cues: [BULLY, FIRST_PERSON], window: 10 },
  { kind: 'bullying', cues: [TEASE, FIRST_PERSON], window: 8 },
  { kind: 'bullying', cues: [EXCLUSION], window: WHOLE_MESSAGE },
  // hopelessness
  { kind: 'hopelessness', cues: [LIFE_WORD, MEANINGLESS], window: 5 },
  { kind: 'hopelessness', cues: [HOPELESS, FIRST_PERSON], window: 10 },
];

