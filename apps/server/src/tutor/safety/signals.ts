import type { SafetyKind } from '@study/contract';
import { ADULT_ANY, FIRST_PERSON, GIVE_AWAY, NO_NEED, OTHER_OBJECT, PEERS } from './lexicon';
import { anyCue, cue, findCue } from './matcher';
import type { Cue } from './matcher';

// Signal combinations: distress told indirectly rarely holds one telling phrase, but it holds
// several weak cues at once — a method and a personal purpose ("koyta napa eksathe khaile … urgent"),
// a gift, a meeting alone and a secret, a photo, money and a threat to post it. Each family below is
// one kind of cue in three scripts; a combination flags when its required families are all in the
// message and enough of its supporting ones are too. No family alone flags anything.

// ── Who ───────────────────────────────────────────────────────────────────────────────────────
/** The student, also when Bengali drops the pronoun and the verb says it ("কেটেছি", "ketesi"). */
const ME = anyCue(
  FIRST_PERSON,
  cue(
    '-ছি',
    '-চ্ছি',
    '-লাম',
    '-esi',
    '-tesi',
    '-chi',
    '-ci',
    '-lam',
    '-yechi',
    '-isi',
    'করি=',
    'kori=',
    'থাকি=',
    'thaki=',
    'পারি=',
    'pari=',
    'জানি=',
    'jani=',
    'উঠি=',
    'uthi=',
    '-bo',
    'যাব=',
    'করব=',
    'দিব=',
    'দেব=',
    'খাব=',
    'পড়ব=',
    'i ve',
    'ive=',
    'i d',
    'our roof',
    'our house',
  ),
);
/** A reason given for asking that is the student's own. */
const PURPOSE = cue(
  'আমার দরকার',
  'আমার লাগবে',
  'কারণ বলব না',
  'কারণটা বলব না',
  'urgent',
  'জরুরি',
  'amar dorkar',
  'amar lagbe',
  'karon ta bolbo na',
  'karon bolbo na',
  'asking for me',
  'asking for myself',
  'not for a story',
  'not for homework',
  'i need to know',
  'for me=',
  'গল্পের জন্য না',
  'golper jonno na',
  'don t ask why',
  'dont ask why',
  'i need it',
  'jana dorkar',
  'জানা দরকার',
  'জিজ্ঞেস করো না কেন',
  'keno jiggesh koro na',
);
const ADDRESSED = cue(
  'তোর=',
  'তোকে=',
  'তোরে=',
  'তোমার=',
  'তোমাকে=',
  'তুই=',
  'tor=',
  'toke=',
  'tore=',
  'tomar=',
  'tomake=',
  'tui=',
  'your=',
  'you=',
);
const STRANGER = cue(
  'unknown number',
  'অচেনা নম্বর',
  'অজানা নম্বর',
  'অচেনা',
  'ochena',
  'stranger',
  'গেমে পরিচয়',
  'game e porichoy',
  'a man in',
  'someone online',
  'ফেসবুকে পরিচয়',
  'facebook e porichoy',
  'squad',
  'অনলাইনে পরিচয়',
  'online e porichoy',
);

// ── Self-harm ─────────────────────────────────────────────────────────────────────────────────
/** Means that are lethal in themselves. */
const POISON = cue(
  'ব্লেড',
  'blade',
  'razor',
  'দড়ি',
  'রশি',
  'ফাঁস',
  'dori=',
  'rope',
  'noose',
  // Whole forms: the stem would be বিষয় ("subject"), বিষুব ("equator") and বিষণ্ণ ("sad").
  'বিষ=',
  'বিষটা=',
  'বিষটুকু=',
  'বিষের=',
  'বিষে=',
  'বিষাক্ত',
  'bish=',
  'poison',
  'ইঁদুর মারার',
  'হারপিক',
  'ফিনাইল',
  'harpic',
  'finail',
  'phenyl',
  'bleach',
  'ব্লিচ',
  'কীটনাশক',
  'kitnashok',
  'pesticide',
  'rat poison',
  'painless way',
  'easiest way to die',
  'ইঁদুরের বিষ',
  'idur marar',
  'idurer bish',
  'ব্যথাহীন উপায়',
  'betha chara',
  'byatha chara',
);
/** Medicines: a dose question unless death is asked about. */
const MEDICINE = cue(
  'নাপা',
  'napa=',
  'ঘুমের ওষুধ',
  'ঘুমের বড়ি',
  'ghumer oshudh',
  'sleeping pills',
  'pills=',
  'tablets=',
  'ট্যাবলেট',
  'tablet=',
  'paracetamol',
  'প্যারাসিটামল',
  'ঘুমের ট্যাবলেট',
  'ghumer tablet',
);
const RAIL = cue(
  'রেললাইন',
  'রেল লাইন',
  'ট্রেনের সামনে',
  'rel line',
  'rail line',
  'railway line',
  'train tracks',
  'railway track',
  'railway tracks',
  'in front of a train',
);
const STAY_THERE = cue(
  'দাঁড়িয়ে',
  'শুয়ে',
  'daraye',
  'dariye',
  'shuye',
  'stand',
  'lie down',
  'lying',
  'standing',
  'walk onto',
);
const GUN = cue('পিস্তল', 'বন্দুক', 'রিভলভার', 'pistol', 'bonduk', 'revolver', 'gun=', 'guns=');
const AT_HEAD = cue(
  'মাথায় ঠেকা',
  'মাথায় ধর',
  'matha e thek',
  'mathay thek',
  'matha y thek',
  'to my head',
  'to the head',
  'at my head',
);
const LETTERS = cue(
  'সবার জন্য চিঠি',
  'চিঠি লিখে রেখেছি',
  'chithi likhe rekhechi',
  'chithi likhsi',
  'sobar jonno chithi',
  'letters to everyone',
  'wrote letters',
  'written letters',
  'wrote a letter to',
  'said sorry to everyone',
  'সবাইকে সরি',
);
const NOT_HERE = cue(
  'won t be here',
  'will not be here',
  'won t be around',
  'will be gone',
  'কাল থেকে থাকব না',
  'আমি থাকব না',
  'kal theke thakbo na',
  'ami thakbo na',
  'r thakbo na',
  'not be alive',
  'won t be alive',
  'বেঁচে থাকব না',
  'beche thakbo na',
  'খুঁজে পাবে না',
  'khuje pabe na',
  'won t find me',
  'never find me',
  'তো থাকব না',
  'to thakbo na',
  // (Typed without the apostrophe.)
  'wont be here',
  'wont be around',
);
const LIGATURE = cue(
  'ওড়না',
  'দড়ি',
  'রশি',
  'গামছা',
  'orna',
  'urna',
  'dori=',
  'roshi',
  'gamcha',
  'rope',
  'noose',
  'scarf',
  'belt',
);
const ANCHOR = cue('ফ্যান', 'সিলিং', 'কড়িকাঠ', 'fan=', 'fane', 'ceiling', 'beam=');
const HIGH_PLACE = cue(
  'ছাদ',
  'ছাদে',
  'ব্রিজ',
  'ব্রিজ থেকে',
  'chad=',
  'chade=',
  'chad theke',
  'chader=',
  'চাদের',
  'roof',
  'bridge',
  'building',
  'rooftop',
);
const JUMP = cue('লাফ', 'lafa', 'laf=', 'jump', 'ঝাঁপ', 'jhap');
/** Standing at the edge, and not (yet) going through with it: a plan told in the past. */
const AT_THE_EDGE = cue('কিনারায়', 'কিনারে', 'রেলিং', 'kinaray', 'kinare', 'railing', 'roof edge', 'the edge');
/** … or not gone through with it: also said of a jump that fell short, so the model decides. */
const NOT_YET = cue('পারিনি', 'pari nai', 'parini', 'almost', 'couldn t');
/** A trip or a move: going away for good is a plan, not an end. */
const AWAY = cue(
  'ছুটি',
  'বেড়াতে',
  'বদলি',
  'ভর্তি',
  'chuti',
  'berate',
  'ghurte',
  'bodli',
  'holiday',
  'vacation',
  'trip=',
  'tour=',
  'abroad',
  'new school',
  'move to',
  'moving to',
  'নতুন স্কুল',
  'notun school',
  'বিদেশ',
  'bidesh',
  'নানুবাড়ি',
  'দাদুবাড়ি',
  'গ্রামের বাড়ি',
  'nanubari',
  'dadubari',
  'gramer bari',
  'airport',
  'এয়ারপোর্ট',
  'this school',
  'এই স্কুলে',
  'ei school',
  'coaching',
  'কোচিং',
);
/** The days and seasons of a regular trip ("every sunday we go away for good times"). */
const TRIP = anyCue(AWAY, cue('শীতকাল', 'weekend', 'weekends', 'sunday', 'winter'));
const FINALITY = cue(
  'চিরদিনের জন্য',
  'চিরতরে',
  'আর কখনো',
  'আর কোনোদিন',
  'সব শেষ',
  'সবকিছু শেষ',
  'ekebare',
  'একেবারে চলে',
  'chirodiner jonno',
  'chirotore',
  'ar kokhono',
  'ar konodin',
  'sob shesh',
  'forever',
  'for good',
  'end it=',
  'end everything',
  'never wake',
  'painless',
  'ব্যথা ছাড়া',
  'না উঠি',
  'na uthi',
  'never come back',
  'আর ফিরব না',
  'ar firbo na',
);
/** A place nobody comes back from. */
const NO_RETURN = cue(
  'never come back',
  'আর ফিরব না',
  'ar firbo na',
  'r firbo na',
  'ফেরা যায় না',
  'ফেরে না',
  'fera jay na',
  'fere na',
  'comes back from',
  'come back from',
);
const GOING = cue(
  'চলে যাব',
  'চলে যাই',
  'হারিয়ে যাব',
  'ঘুম থেকে না',
  'ঘুমিয়ে',
  'ghumiye',
  'ghumaye',
  'chole jabo',
  'chole jai',
  'hariye jabo',
  'ghum theke na',
  'go away',
  'sleep',
  'end it=',
  'painless way',
  'disappear',
  'সব শেষ',
  'sob shesh',
);
/** Thinking of it, wishing it, praying for it. */
const WISH = cue(
  'ভাবছি',
  'ভাবতেছি',
  'ভাবি=',
  'ইচ্ছা',
  'ইচ্ছে',
  'দোয়া করি',
  'যেন=',
  'চাই=',
  'babtesi',
  'babchi',
  'babi=',
  'iccha',
  'doya kori',
  'jeno=',
  'chai=',
  'think about',
  'thinking about',
  'thinking of',
  'want to',
  'wish',
  'pray',
  'hope i',
);
const LAST_STRAW = cue(
  'আর পারছি না',
  'আর পারি না',
  'ar parchi na',
  'ar pari na',
  'r parchi na',
  'r pari na',
  'সহ্য হচ্ছে না',
  'সহ্য হয় না',
  'sojjo hocche na',
  'sojjo hoy na',
  'shojjo hocche na',
  'can t take',
  'cannot take',
  'can t do this',
  'nobody would',
  'no one would',
  'keu miss',
  'কেউ মিস',
  'কেউ খেয়াল',
  'notice=',
  'কেউ বুঝবে না',
  'keu bujhbe na',
  'ঝগড়া করতে হবে না',
  'jhogra korte hobe na',
  'better without me',
);
const DEADLY = cue(
  'মরে যায়',
  'মারা যায়',
  'মানুষ মরে',
  'more jay',
  'mara jay',
  'manush more',
  'more jete',
  'মরে যেতে',
  'kill a person',
  'to die',
  'kill me',
  'die=',
  'মরতে',
  'morte=',
  'সাথে সাথে শেষ',
  'sathe sathe shesh',
  'instantly',
  'instant death',
  'would kill',
  'deadly',
  'ঘুম ভাঙবে না',
  'ghum bhangbe na',
  'never wake',
  'not wake up',
);
/** How much of it: a dose asked for. */
const HOW_MUCH = cue(
  'how much',
  'how many',
  'কতটুকু',
  'কয়টা',
  'কতগুলো',
  'koto gula',
  'koto gulo',
  'kotota',
  'koyta',
  'kototuku',
  'koto tuku',
);
const HOW_LONG = cue(
  'কত সময় লাগে',
  'কতক্ষণ লাগে',
  'কত খন',
  'koto khon',
  'koto somoy',
  'how long does',
  'how long will',
  'how fast',
);
const SECRET_HURT = cue(
  'কেউ জানে না',
  'কাউকে বলিনি',
  'লুকিয়ে',
  'ঢেকে রাখি',
  'kew jane na',
  'keu jane na',
  'kauke bolini',
  'dhaka rakhi',
  'lukiye',
  'nobody knows',
  'no one knows',
  'hide it',
  'hiding it',
  'long sleeves',
);
const AGAIN = cue(
  'আবার',
  'প্রতিদিন',
  'মাঝে মাঝে',
  'abar=',
  'protidin',
  'majhe majhe',
  'again',
  'since',
  'sometimes',
  'every day',
  'every night',
);
const SELF_CUT = cue(
  'কেটেছি',
  'কাটছি',
  'কাটি=',
  'আঁচড়',
  'খামচ',
  'ketesi',
  'katsi',
  'kati=',
  'achor',
  'khamch',
  'cut=',
  'cutting',
  'scratch',
  'scratching',
  'scraping',
  'blade',
  'ব্লেড',
);
const BODY = cue(
  'হাত',
  'হাতে',
  'পা=',
  'কবজি',
  'উরু',
  'hat=',
  'hate=',
  'kobji',
  'uru=',
  'arm',
  'wrist',
  'thigh',
  'skin',
  'leg=',
  'legs=',
);
const BLEEDING = cue('রক্ত', 'rokto', 'blood', 'bleed', 'bleeding', 'bleeds');
/** Cuts and scratches with another cause: an accident, an itch. */
const ACCIDENT = cue(
  'মশা',
  'চুলকা',
  'ঘামাচি',
  'এলার্জি',
  'mosha',
  'chulka',
  'allergy',
  'itch',
  'mosquito',
  'eczema',
  'because of',
  'ভুল করে',
  'পেন্সিল',
  'কাগজ',
  'pencil',
  'paper',
  'sharpening',
  'art class',
  'হঠাৎ',
  'দুর্ঘটনা',
  'কাটতে গিয়ে',
  'vul kore',
  'bhul kore',
  'hothat',
  'accident',
  'by mistake',
  'while cooking',
  'while cutting',
  'fell=',
  'পড়ে গিয়ে',
  'pore giye',
);

// Indirect self-harm by concept (safety round 7): a farewell made to everyone, a means asked about by
// someone who has it at hand, a noose tied, a day after which the student will not be there, a
// place nobody comes back from, sleep without waking, a friend who is cutting.
/** A farewell act: a letter, a last message, an apology, a goodbye. */
const FAREWELL_ACT = cue(
  'চিঠি',
  'মেসেজ',
  'বিদায়',
  'মাফ চেয়ে',
  'ক্ষমা চেয়ে',
  'chithi',
  'letter',
  'letters',
  'msg=',
  'message',
  'biday',
  'maf chaye',
  'khoma chaye',
  'note=',
  'notes=',
  'texted',
  'goodbye',
  'bye=',
  'talk to',
);
/** Made to everyone at once … */
const EVERYONE = cue(
  'সবার জন্য',
  'সবাইকে',
  'সবার কাছে',
  'sobar jonno',
  'sobaike',
  'sobar kache',
  'everyone',
  'all my friends',
  'anyone=',
  'my family',
  'আম্মুর জন্য',
  'ammur jonno',
  'for my mom',
);
/** … or for the last time. */
const LAST_TIME = cue(
  'শেষবারের মতো',
  'শেষবার',
  'sheshbar',
  'shesh bar',
  'one last time',
  'the last time i',
  'one last',
);
/** What makes it final: left behind to be found, peace now, done. */
const FAREWELL_DONE = cue(
  'লিখে রেখেছি',
  'লিখে রাখছি',
  'রেখে দিয়েছি',
  'likhe rakhsi',
  'likhe rekhechi',
  'rekhe disi',
  'ড্রয়ারে',
  'বালিশের নিচে',
  'drawer',
  'under my pillow',
  'will find it',
  'পাবে=',
  'pabe=',
  'এখন শান্তি',
  'ekhon shanti',
  'i am done',
  'easier this way',
  'ফোন ধরছে না',
  'phone dhorche na',
  'not picking up',
  'explaining everything',
  'তারপর বিদায়',
  'tarpor biday',
  'then goodbye',
);
/** A school farewell, a letter exercise, a journey: farewells that are not last ones. */
const SCHOOL_FAREWELL = cue(
  'বিদায় অনুষ্ঠান',
  'সংবর্ধনা',
  'বক্তৃতা',
  'biday onushthan',
  'songbordhona',
  'farewell party',
  'farewell programme',
  'farewell program',
  'speech',
  'retiring',
  'retire',
  'পেনফ্রেন্ড',
  'pen pal',
  'penpal',
  'formal letter',
  'চিঠি লেখার নিয়ম',
  'chithi lekhar',
  'লেখো=',
  'likho=',
  'for today',
  'আজকের মতো',
  'ajker moto',
  'see you',
);
/** The student has the means at hand, or asks for themself. */
const AT_HAND = cue(
  'বাসায় আছে',
  'বাসায় আম্মুর আছে',
  'ঘরে আছে',
  'আমার কাছে',
  'আমার ঘরে',
  'খাটের নিচে',
  'আমাদের বাসার',
  'আমাদের বিল্ডিং',
  'basay ase',
  'basay ache',
  'amar kache',
  'amar ghore',
  'khater niche',
  'amader basar',
  'amader building',
  'at home',
  'in my room',
  'near my house',
  'our shed',
  'our house',
  'our building',
  'we have',
  'i have',
  'my weight',
  'আমার ওজন',
  'amar ojon',
  'someone my weight',
  'someone who weighs',
  'a person who weighs',
  'my size',
  'আমার সাইজ',
  'amar size',
);
/** At home: where the poison is ("বাসায় ইঁদুর মারার বিষ আছে"). */
const HOME = cue('বাসায়', 'ঘরে', 'basay', 'ghore', 'at home', 'in the house');
/** Pests, crops and gardens: what a poison is asked about for. */
const FARMING = cue(
  'ফসল',
  'জমি',
  'বাগান',
  'গাছ',
  'foshol',
  'fosol',
  'jomi',
  'bagan',
  'gach',
  'crop',
  'crops',
  'field',
  'garden',
  'plants',
  'insects',
  'bees',
  'rats=',
  'mice',
  'cockroach',
);
/** When the train passes: asked by someone who lives by the line. */
const WHEN_TRAIN = cue(
  'ট্রেন কখন',
  'কখন ট্রেন',
  'কখন আসে',
  'train kokhon',
  'kokhon train',
  'kokhon ashe',
  'what time does',
  'when does the',
  'which time',
);
/** Falling and not surviving: the height asked about is a height to die from. */
const FALL = cue('পড়লে', 'পড়ে গেলে', 'porle', 'pore gele', 'fall=', 'the fall', 'falls from', 'falling');
const NOT_SURVIVE = cue(
  'বাঁচার চান্স',
  'বাঁচবে না',
  'বাঁচে না',
  'bachar chance',
  'bachbe na',
  'bache na',
  'survive',
  'sure death',
  'নিশ্চিত মৃত্যু',
  'nishchit mrittu',
);
const FLOORS = cue('তলা', 'তালা', 'tola=', 'tala=', 'floor', 'floors', 'storey', 'high=', 'height', 'উঁচু', 'uchu');
/** Tied: a noose made ("fan e orna bandhsilam"). */
const TIE = cue(
  'বাঁধ',
  'বেঁধ',
  'bandh',
  'bedh',
  'tie=',
  'tied',
  'tying',
  'hang=',
  'hanging',
  'ঝুল',
  'jhul',
  'hold someone',
);
/** A swing, a hammock, clothes to dry: a cloth tied to a beam that harms no one. */
const HARMLESS_HANGING = cue('দোলনা', 'dolna', 'swing', 'hammock', 'কাপড় শুকা', 'kapor shuka', 'decoration', 'সাজা');
/** A day after which something stops. */
const AFTER_A_DAY = cue(
  'পর= আর',
  'পর= আমাকে',
  'por= r=',
  'por= ar=',
  'por= amake',
  'after friday',
  'after saturday',
  'after sunday',
  'after monday',
  'after tomorrow',
  'after tonight',
  'after the exam',
  'after this week',
  'by friday',
  'by sunday',
  'by tomorrow',
  'কালকের পর',
  'কালের পর',
  'kal er por',
  'kalker por',
);
/** … nobody will have to bother with the student any more. */
const NO_MORE_OF_ME = cue(
  'আমাকে পড়াতে হবে না',
  'amake porate hobe na',
  'আমাকে আর কেউ',
  'amake r keu',
  'not have to help me',
  'won t have to help me',
  'worry about me',
  'deal with me',
);
/** "It feels as if …": a wish half said. */
const FEEL_LIKE = cue('মনে হয়', 'mone hoy', 'feel like', 'sometimes i');
/** Soon: "not around much longer", "before then". */
const SOON = cue(
  'much longer',
  'বেশিদিন',
  'beshidin',
  'তার আগেই',
  'tar agei',
  'before that',
  'before then',
  'আজকের পর',
  'ajker por',
  'রাতের পর',
  'rater por',
  'কাল হয়তো',
  'kal hoyto',
);
/** No more studying, exams or lessons: said by someone who will not be there. */
const NO_MORE_STUDY = cue(
  'পড়া লাগবে না',
  'পড়তে হবে না',
  'পরীক্ষা দিতে হবে না',
  'pora lagbe na',
  'porte hobe na',
  'porikkha dite hobe na',
  'exam dite hobe na',
  'no point studying',
);
/** "Today is my last day." */
// (Not "আজই শেষ দিন" alone: the last day to hand in an assignment.)
const LAST_DAY = cue(
  'my last day',
  'my last week',
  'আমার শেষ দিন',
  'আমার শেষ সপ্তাহ',
  'amar shesh din',
  'amar shesh shoptah',
  'amar shesh soptah',
);
/** "Whoever reads my diary will understand why I left." */
const WHY_I_LEFT = cue(
  'কেন চলে গেলাম',
  'কেন চলে গেছি',
  'keno chole gelam',
  'keno chole gesi',
  'why i left',
  'why i did it',
  'why i went away',
);
const DIARY = cue('ডায়েরি', 'diary', 'চিঠি', 'chithi', 'note=', 'letter', 'পড়লে', 'porle', 'reads');
/** A prayer to be taken. */
const GOD = cue('ভগবান', 'আল্লাহ', 'খোদা', 'ঈশ্বর', 'allah', 'khoda', 'bhogoban', 'vogoban', 'god=');
const TAKE_ME = cue(
  'ডেকে নেন',
  'ডেকে নাও',
  'ডেকে নিক',
  'তুলে নাও',
  'তুলে নেন',
  'deke nen',
  'deke nao',
  'deke nik',
  'tule nao',
  'tule nen',
  'just take me',
  'take me now',
  'take me away from',
  'take me already',
);
/** A vehicle stepped in front of, or wished to hit. */
// (Whole forms of 'বাস': its stem is also বাসা, home, and বাস্তব, real.)
const VEHICLE = cue(
  'বাস=',
  'বাসে=',
  'বাসের=',
  'বাসটা=',
  'বাসটার=',
  'বাসটাকে=',
  'গাড়ি',
  'ট্রাক',
  'bus=',
  'bus er',
  'gari',
  'truck',
  'car=',
  'cars=',
);
const UNDER_IT = cue(
  'সামনে লাফ',
  'সামনে ঝাঁপ',
  'গাড়ির নিচে',
  'বাসের নিচে',
  'ট্রাকের নিচে',
  'ধাক্কা দিক',
  'samne laf',
  'samne jhap',
  'garir niche',
  'gari r niche',
  'bus er niche',
  'truck er niche',
  'dhakka dik',
  'step in front',
  'jump in front',
  'walk in front',
  'run me over',
  'hit me',
);
/** A noose sought: where to get one, which kind holds. */
const NOOSE = cue(
  'ফাঁসির দড়ি',
  'ফাঁস দিতে',
  'ফাঁস নিতে',
  'fashir dori',
  'fasir dori',
  'fash dite',
  'fas dite',
  'fash nite',
  'strong enough to hang',
  'rope to hang',
  'noose',
);
const WHERE_WHICH = cue(
  'কোথায়',
  'কী ধরনের',
  'কি ধরনের',
  'কোন দড়ি',
  'লাগে',
  'kothay',
  'ki dhoroner',
  'kon dori',
  'lage=',
  'where',
  'which',
  'what kind',
  'buy=',
);
/** Taken already: a whole strip, all of them, swallowed. */
const TOOK_THEM = cue(
  'সবগুলো খেয়ে',
  'পুরো পাতা',
  'পুরো বোতল',
  'অনেকগুলো খেয়ে',
  'sob gula kheye',
  'sobgula kheye',
  'puro pata',
  'onek gula kheye',
  'swallowed',
  'took all',
  'whole strip',
  'whole bottle',
);
/** Medicine taken for an illness, as a doctor said. */
const ILLNESS = cue('জ্বর', 'ডাক্তার', 'jor=', 'doctor', 'fever', 'prescribed');
/** Sleep, and never waking. */
const SLEEP = cue('ঘুম', 'ghum', 'sleep', 'asleep', 'close my eyes', 'সকালে', 'sokale', 'morning');
// (The wish, not the condition: "আর ঘুম না ভাঙে", not "ঘুম না ভাঙলে স্কুলে দেরি হয়".)
const NEVER_WAKE = cue(
  'আর ঘুম না ভাঙে=',
  'আর ঘুম না ভাঙুক=',
  'আর না জাগি=',
  'আর না জাগতে=',
  'আর না জাগুক=',
  'আর জাগব না',
  'r ghum na vange=',
  'r ghum na bhange=',
  'ar ghum na bhange=',
  'r ghum na vanguk=',
  'r na jagi=',
  'r na jagte=',
  'ar na jagte=',
  'r jagbo na',
  'never wake',
  'not wake up ever',
  'not wake up again',
  'চোখ না খুল',
  'chokh na khul',
  'never to wake',
  'sleep for good',
  'asleep for good',
);
/** Without the student, the family would have been happier: the burden in the conditional. */
const WITHOUT_ME_AT_HOME = cue('আমাকে ছাড়া', 'আমি ছাড়া', 'amake chara', 'ami chara', 'amk chara', 'without me');
const HOME_PEOPLE = anyCue(
  ADULT_ANY,
  cue('পরিবার', 'ফ্যামিলি', 'সংসার', 'সবাই', 'poribar', 'family', 'songsar', 'sobai', 'everyone', 'parents'),
);
const WOULD_BE_HAPPIER = cue(
  'সুখী হতো',
  'সুখে থাকত',
  'ভালো থাকত',
  'খুশি থাকত',
  'শান্তিতে থাকত',
  'sukhi hoto',
  'shukhi hoto',
  'happy hoto',
  'valo thakto',
  'bhalo thakto',
  'khushi thakto',
  'shantite thakto',
  'would be happier',
  'would be better',
  'better off',
);
/** Tried before, and it will work next time: an attempt told in the past, without a lesson's object. */
const TRIED_BEFORE = cue(
  'আগেও একবার চেষ্টা',
  'আগেও চেষ্টা করেছিলাম',
  'agei ekbar try',
  'age o ekbar try',
  'agei try korsilam',
  'tried once before',
  'already tried once',
  'tried before',
  'tried it before',
);
const NEXT_TIME = cue(
  'এবার হয়তো পারব',
  'এবার পারব',
  'পরের বার পারব',
  'ebar hoyto parbo',
  'ebar parbo',
  'porer bar parbo',
  'next time it will',
  'next time i will',
  'this time it will',
  'this time i will',
);
const SCHOOLWORK = cue(
  'অঙ্ক',
  'onko',
  'ongko',
  'sum=',
  'math',
  'problem',
  'question',
  'প্রশ্ন',
  'proshno',
  'exam',
  'পরীক্ষা',
  'porikkha',
  'test=',
  // A method, a game or a competition tried again.
  'solve',
  'method',
  'practi',
  'homework',
  'game',
  'match=',
  'matches=',
  'spelling',
  'competition',
  'contest',
  'olympiad',
  'debate',
  'প্রতিযোগিতা',
  'বিতর্ক',
  'খেলা',
  'khela',
  'protijogita',
);
/** A friend, a classmate, a cousin: someone the student fears for. */
const FRIEND = cue(
  'বন্ধু',
  'বান্ধবী',
  'কাজিন',
  'bondhu',
  'bandhobi',
  'cousin',
  'friend=',
  'my friend',
  'best friend',
  'in my class',
  'from my class',
  'ক্লাসের একজন',
  'class er ekjon',
  'classmate',
);
const SHOWED_ME = cue(
  'দেখিয়েছে',
  'দেখাইছে',
  'dekhaise',
  'dekhiyeche',
  'showed me',
  'shows me',
  'every night',
  'does it',
);
const CUTS = cue('cuts', 'কাটা দাগ', 'kata dag', 'ব্লেড', 'blade', 'razor', 'scars');

// ── Abuse ─────────────────────────────────────────────────────────────────────────────────────
/** Hiding from an adult who comes home, drunk or angry. */
const HIDING = cue(
  'লুকিয়ে থাকি',
  'লুকিয়ে থাকতে',
  'লুকাই=',
  'lukiye thaki',
  'lukiye thakte',
  'lukai=',
  'hide in',
  'hide under',
  'hiding in',
  'hiding under',
);
const COMES_HOME = cue(
  'বাসায় ফিরলে',
  'বাড়ি ফিরলে',
  'ঘরে আসলে',
  'basay firle',
  'bari firle',
  'ghore ashle',
  'comes home',
  'gets home',
);
/** … and fear of them: drunk, angry, beating, or hiding under the bed (not in one's room to play). */
const FEAR_AT_HOME = cue(
  'drunk',
  // (Whole words: 'মদ' begins মদিনা, 'rege' begins regular.)
  'মদ=',
  'মদ খে',
  'mod kheye',
  'রেগে',
  'rege=',
  'angry',
  'ভয়',
  'bhoy',
  'voy=',
  'scared',
  'afraid',
  'মারে',
  'mare=',
  'beats',
  'খাটের নিচে',
  'khater niche',
  'hide under',
  'hiding under',
);
/** Burns given, not got ("ছ্যাঁকা দেয়", not "ছ্যাঁকা খেয়েছে"). */
const BURNED = cue(
  'ছ্যাঁকা দ',
  'ছেঁকা দ',
  'সেঁকা দ',
  'ছ্যাঁকা লাগায়',
  'পুড়িয়ে দেয়',
  'পুড়িয়ে দিছে',
  'পুড়িয়ে দিয়েছে',
  'seka d',
  'cheka d',
  'chaka d',
  'puriye dey',
  'puriye dise',
  'গরম তেল',
  'গরম পানি ঢেল',
  'gorom tel',
  'gorom pani dhel',
  'hot oil',
  'boiling water on me',
  'hot water on me',
  'burns me',
  'burned me',
  'burnt me',
  'hot spoon',
  'hot iron',
);
const PUNISHED = cue('শাস্তি', 'shasti', 'sasti', 'punish', 'punishment');
const WOUND = cue(
  'ফোসকা',
  'fosha',
  'foska',
  'blister',
  'দাগ',
  'dag=',
  'mark=',
  'marks=',
  'scar',
  'পুড়ে',
  'pure gese',
  'burnt=',
);
const PUT_OUT = cue(
  'ঘর থেকে বের করে',
  'বাসা থেকে বের করে',
  'বাড়ি থেকে বের করে',
  'ghor theke ber',
  'basa theke ber',
  'bari theke ber',
  'kick me out',
  'kicked me out',
  'throw me out',
  'threw me out',
  'locked me out',
  'বাইরে রাখে',
  'বারান্দায় ঘুম',
  'baranday ghum',
  'slept outside',
  'sleep outside',
);
const NOT_FED = cue(
  'খেতে দেয় নাই',
  'খেতে দেয় না',
  'খেতে দেয়নি',
  'খাবার দেয় না',
  'khete dey nai',
  'khete o dey nai',
  'khete dey na',
  'no food',
  'not fed',
  'without food',
  'without dinner',
);
const WISHED_DEAD = cue(
  'মরে গেলি না',
  'মরিস না কেন',
  'মরতে পারিস না',
  'জন্মানোর আগে',
  'তোকে জন্ম দিয়ে',
  'তোর মতো',
  'more geli na',
  'morli na',
  'moris na keno',
  'jonmanor age',
  'toke jonmo diye',
  'tor moto',
  'wish you were dead',
  'wish you were never born',
  'why don t you die',
  'you are a mistake',
  'you were a mistake',
);
const SAYS = cue('বলে', 'বলেন', 'বলছে', 'bole=', 'says', 'said', 'tells me', 'calls me', 'shouts');
const DISTRESS = cue(
  'কী করব',
  'কি করব',
  'ki korbo',
  'ভয় লাগে',
  'ভয় লাগছে',
  'ভয় পাই',
  'voy',
  'boy lag',
  'bhoy',
  'scared',
  'afraid',
  'what do i do',
  'what should i do',
  'খারাপ লাগে',
  'kharap lage',
  'uncomfortable',
  'help=',
);

// ── Sexual exploitation ───────────────────────────────────────────────────────────────────────
const TOUCHED = cue(
  'গায়ে হাত দেয়',
  'গায়ে হাত দেন',
  'গায়ে হাত দিছে',
  'জড়িয়ে ধরে',
  'জড়ায়ে ধরে',
  'জোর করে ধরে',
  'gaye hat dey',
  'gay hat dey',
  'jorai dhore',
  'joriye dhore',
  'jore dhore',
  'touches me',
  'touched me',
  'touching me',
  'hugs me',
  'grabs me',
  'grabbed me',
  'sits too close',
);
/** Someone coming to the student's bed or room at night. */
const BED_VISIT = cue(
  'আমার বিছানায়',
  'আমার ঘরে আসে',
  'আমার রুমে আসে',
  'amar bichanay',
  'amar bichana',
  'amar ghore ashe',
  'amar rume ashe',
  'into my bed',
  'in my bed',
  'into my room at night',
  'comes to my room',
  'comes into my room',
);
const PRETEND_SLEEP = cue(
  'ঘুমের ভান',
  'ghumer van',
  'ghumer bhan',
  'pretend to sleep',
  'pretend to be asleep',
  'pretending to sleep',
);
const ALONE = cue('একা', 'একলা', 'ekla', 'eka=', 'alone', 'just the two of us', 'শুধু দুজন');
const MEET = cue(
  'দেখা কর',
  'বাসায় যেতে',
  'বাসায় আসতে',
  'ভিডিও কল',
  'dekha kor',
  'basay jete',
  'video call',
  'meet',
  'come to his',
  'come over',
  'his house',
  'his place',
);
const NIGHT = cue('রাতে', 'গভীর রাতে', 'rate=', 'at night', 'late night', 'midnight');
const KEEP_SECRET = cue(
  'বলতে মানা',
  'বলতে নিষেধ',
  'bolte nishedh',
  'bolte nished',
  'কাউকে বলবা না',
  'কাউকে বলবে না',
  'কাউকে বলো না',
  'কাউকে বললে',
  'আমাদের সিক্রেট',
  'গোপন রাখ',
  'bolte mana',
  'kauke bolba na',
  'kauke bolo na',
  'karo ke bolle',
  'kauke bolle',
  'amader secret',
  'gopon rakh',
  'not tell anyone',
  'don t tell anyone',
  'not to tell',
  'our secret',
  'our little secret',
  'keep it secret',
  'keep it a secret',
  'সিক্রেট থাকবে',
  'secret thakbe',
  'কাউকে বলবি না',
  'kauke bolbi na',
  'karo ke bolbi na',
  'বলবি না',
  'bolbi na',
  'কাউকে বলতে পারি না',
  'kauke bolte pari na',
  'can t tell anyone',
  'cannot tell anyone',
);
/** A surprise or a game among friends: a secret and a gift that harm no one. */
const SURPRISE = cue(
  'surprise',
  'সারপ্রাইজ',
  'costume',
  'prize',
  'পুরস্কার',
  'competition',
  'secret santa',
  'সিক্রেট সান্তা',
  'birthday',
  'জন্মদিন',
  'party=',
  'পার্টি',
  'eid gift',
);
/** A wish denied: "লাফ দিতে ইচ্ছা করে না". */
const NO_WISH = cue(
  'ইচ্ছা করে না',
  'ইচ্ছে করে না',
  'ichcha kore na',
  'icha kore na',
  'iccha kore na',
  'don t want to',
  'do not want to',
  'never think',
  'চাই না',
  'chai na',
);
const GIFT = cue(
  'কিনে দিবে',
  'কিনে দেবে',
  'গিফট',
  'উপহার',
  'টাকা দিবে',
  'মডেল বানাবে',
  'kine dibe',
  'gift',
  'taka dibe',
  'model banabe',
  'diamonds',
  'diamond',
  'চকলেট',
  'খেলনা',
  'chocolate',
  'chocolates',
  'candy',
  'sweets',
  'toys=',
  'gives me money',
  'gave me money',
  'টাকা দেয়',
  'টাকা পাঠায়',
  'taka dey',
  'taka pathay',
  'uc=',
  'buy me',
  'bought me',
  'sent me',
  'recharge',
  'রিচার্জ',
);

// ── Online threats ────────────────────────────────────────────────────────────────────────────
const PHOTO = cue('ছবি', 'ভিডিও', 'chobi', 'pic=', 'pics=', 'photo', 'photos', 'video', 'picture', 'pictures', 'nudes');
const MONEY = cue('টাকা', 'বিকাশ', 'নগদ', 'taka', 'bikash', 'bkash', 'nagad', 'money', 'pay=', 'রিচার্জ');
const UNLESS = cue(
  'না করলে',
  'না দিলে',
  'না পাঠালে',
  'na korle',
  'na dile',
  'na pathale',
  'unless',
  'if i don',
  'if i do not',
  'or else',
  'আরো ছবি',
  'aro chobi',
  'more pics',
  'more photos',
);
const RELEASE = cue(
  'ছেড়ে দিবে',
  'ছেড়ে দেবে',
  'ছাইড়া দিবে',
  'ভাইরাল',
  'পোস্ট করে দিবে',
  'পাঠিয়ে দিবে',
  'পাঠায়ে দিবে',
  'পাঠাবে',
  'ফেসবুকে দিবে',
  'chere dibe',
  'viral',
  'post kore dibe',
  'pathiye dibe',
  'pathaye dibe',
  'pathabe',
  'post them',
  'post it',
  'send them to',
  'send it to',
  'leak',
  'share them',
  'upload',
);
const KILL_THREAT = cue(
  'মেরে ফেলব',
  'খুন করব',
  'mere felbo',
  'khun korbo',
  'will kill',
  'gonna kill',
  'going to kill',
  'll kill',
);
const KNOWS = cue('জানে', 'চিনে', 'jane=', 'chine=', 'knows', 'know where');

// ── Bullying, hopelessness ────────────────────────────────────────────────────────────────────
const SOCIAL = cue(
  'tiktok',
  'টিকটক',
  'facebook',
  'ফেসবুক',
  'fb=',
  'insta',
  'instagram',
  'whatsapp',
  'messenger',
  'group=',
  'গ্রুপ',
  'meme',
  'মিম',
  'reel=',
  'reels=',
);
const MOCKING = cue(
  'হাসে',
  'হাসাহাসি',
  'মজা নেয়',
  'ট্রল',
  'hashe',
  'hasahasi',
  'moja ney',
  'troll',
  'laugh',
  'laughing',
  'make fun',
);
const MY_PICTURE = cue(
  'আমার ছবি',
  'আমার ভিডিও',
  'amar chobi',
  'amar video',
  'my photo',
  'my picture',
  'my pic',
  'my video',
  'my photos',
  'my pictures',
);
const FAKE_ID = cue('ফেক আইডি', 'ভুয়া আইডি', 'fake id', 'fake account', 'fake profile', 'bhuya id');
const IN_MY_NAME = cue('আমার নামে', 'amar nam', 'my name', 'বাজে পোস্ট', 'baje post', 'posts=', 'post dey');
const NOTHING_PLEASES = cue(
  'কিছুই ভালো লাগে না',
  'কিছু ভালো লাগে না',
  'kichui bhalo lage na',
  'kichu bhalo lage na',
  'nothing makes me happy',
  'don t enjoy anything',
  'nothing feels good',
  'enjoy nothing',
);
const EMPTY_DAYS = cue(
  'মানে নাই',
  'মানে নেই',
  'mane nai',
  'mane nei',
  'no meaning',
  'meaningless',
  'pointless',
  'মাস ধরে',
  'mash dhore',
  'sara din',
  'সারা দিন',
  'শুয়ে থাকি',
  'shuye thaki',
  'suye thaki',
  'stay in bed',
  'for months',
  'for weeks',
);

/** A question about a lesson, a story or a word: its cues speak of no one. */
const LESSON_FRAME = cue(
  'অধ্যায়',
  'পাঠ=',
  'গল্প',
  'গল্পে',
  'কবিতা',
  'নাটক',
  'উপন্যাস',
  'রচনা',
  'অর্থ=',
  'প্রাথমিক চিকিৎসা',
  'পরীক্ষণ',
  'বইয়ে',
  'বইতে',
  'odhay',
  'golpo',
  'kobita',
  'rochona',
  'boi te',
  'chapter',
  'lesson',
  'story',
  'poem',
  'novel',
  'essay',
  'vocabulary',
  'definition',
  'first aid',
  'experiment',
  'textbook',
  'physics',
  'পদার্থবিজ্ঞান',
  'history',
  'ইতিহাস',
);

/** A place or a reason for being away a day: a class missed, a fever, the library. */
const ELSEWHERE = anyCue(
  ILLNESS,
  cue('ক্লাসে', 'স্কুলে', 'কোচিং', 'লাইব্রেরি', 'class', 'school', 'coaching', 'library', 'অসুস্থ', 'osustho', 'sick='),
);
/** More than a safe dose (without a personal cue, a science question as often as not). */
const TOO_MANY = cue('too many', 'too much');
/** The weight a fan must hold is the student's, or a neck is named. */
const MY_WEIGHT = cue('weigh', 'kg=', 'কেজি', 'ওজন', 'ojon', 'neck', 'গলায়', 'golay', 'hold me', 'hold someone');
/** A fan, a rope or a wire in a physics question or a repair. */
const MACHINE = cue('wire', 'pulley', 'torque', 'motor', 'physics', 'tool', 'মোটর', 'পুলি', 'টর্ক', 'তার=', 'taar=');
/** The last day of something: a fast, a form, a term. */
const LAST_DAY_OF = cue(
  'রোজা',
  'রমজান',
  'ফর্ম',
  'জমা',
  'roza',
  'roja',
  'ramadan',
  'ramzan',
  'fasting',
  'form=',
  'joma',
  'jomar',
  'submit',
  'admission',
  'ভর্তি',
);
/** Called to a place (Hajj, the exam hall), not taken from the world. */
const DESTINATION = cue(
  // (Whole words: 'হজ' begins হজম, digestion.)
  'হজ=',
  'হজে=',
  'হজ্জ',
  'মক্কা',
  'মদিনা',
  'hoj=',
  'hoje=',
  'hajj',
  'makka',
  'mokka',
  'mecca',
  'medina',
  'madina',
  'to the',
  'to my',
);
/** "I want to know": a wish for an answer. */
const WANT_TO_KNOW = cue('জানতে চাই', 'jante chai', 'want to know');
/** Things given away: one's favourite, or "better with them". */
const FAVOURITE = cue('আমার প্রিয়', 'amar priyo', 'my favourite', 'my favorite');
const BETTER_WITH_THEM = anyCue(NO_NEED, cue('কাছে থাকলেই ভালো', 'kache thaklei valo', 'kache thaklei bhalo'));

// Safety round 8's concepts: a friend's goodbye or wish to die relayed by the student, drowning as a
// means, poison at home the student will take, self-harm that came back, forced labour.
/** A goodbye in a friend's message: said once, then silence, it is a farewell. */
const BARE_GOODBYE = cue('বিদায়', 'biday', 'goodbye', 'bye=');
/** A school's farewell, an event: "বিদায় অনুষ্ঠানে আসেনি" is an absence, not a goodbye. */
const FAREWELL_EVENT = cue(
  'বিদায় অনুষ্ঠান',
  'বিদায়ী অনুষ্ঠান',
  'বিদায় সংবর্ধনা',
  'বিদায়ী সংবর্ধনা',
  'biday onushthan',
  'biday onusthan',
  'biday anushthan',
  'biday songbordhona',
  'biday program',
  'farewell party',
  'farewell program',
  'farewell ceremony',
  'farewell event',
);
const GOODBYE_MESSAGE = anyCue(
  BARE_GOODBYE,
  cue(
    'ভালো থাকিস',
    'valo thakis',
    'bhalo thakis',
    'আর কথা হবে না',
    'ar kotha hobe na',
    'r kotha hobe na',
    'আর দেখা হবে না',
    'ar dekha hobe na',
    'r dekha hobe na',
    'this is the end',
    'sorry for everything',
    'সবকিছুর জন্য দুঃখিত',
    'মাফ করে দিস',
    'maf kore dis',
    'forgive me',
  ),
);
/** The friend silent since. */
const SILENCE = cue(
  'not answering',
  'isn t answering',
  'not picking up',
  'not replying',
  'no reply',
  'phone is off',
  'phone off',
  'ফোন বন্ধ',
  'phone bondho',
  'ফোন ধরছে না',
  'ফোন ধরে না',
  'phone dhorche na',
  'phone dhorse na',
  'phone dhore na',
  'reply dicche na',
  'reply dey na',
  'রিপ্লাই দিচ্ছে না',
  'অফলাইন',
  'offline',
  'সাড়া দিচ্ছে না',
  'sara dicche na',
);
/** A friend's wish to die, said in the third person: unmistakable. */
const THEIR_DEATH_WISH = cue(
  'kill herself',
  'kill himself',
  'killing herself',
  'killing himself',
  'end her life',
  'end his life',
  'doesn t want to live',
  'does not want to live',
  'বাঁচতে চায় না',
  'bachte chay na',
  'bachte chaye na',
  'নিজেকে শেষ করে দেবে',
  'নিজেকে শেষ করবে',
  'nijeke shesh',
  'আত্মহত্যা করবে',
  'attohotta korbe',
  'suicide',
);
/** … and what is as often hyperbole ("ফেল করলে ও মরে যাবে"): it needs a silence or a secret. */
const THEIR_END = cue(
  'মরে যাবে',
  'মরতে চায়',
  'more jabe',
  'morte chay',
  'wants to die',
  'সব শেষ করবে',
  'sob shesh korbe',
  'her last night',
  'his last night',
  // Not "থাকবে না" / "won't be here" alone: a friend away from class says it too.
  'will not be here anymore',
  'won t be here anymore',
  'will not be alive',
  'won t be alive',
  'বেঁচে থাকবে না',
  'beche thakbe na',
);
/** Absence, which a goodbye said with it may make an end: the model decides. */
const NOT_THERE = cue('will not be here', 'won t be here', 'থাকবে না', 'thakbe na');
const POSTED = cue(
  'posted',
  'post dise',
  'পোস্ট',
  'status',
  'স্ট্যাটাস',
  'what should i do',
  'কী করব',
  'ki korbo',
  'scared',
);
/** Leaving the world, said as a wish ("দুনিয়া থেকে বিদায় নিতে চাই"); told of a poet, it is history. */
const LEAVE_THE_WORLD = cue(
  'দুনিয়া থেকে বিদায়',
  'পৃথিবী থেকে বিদায়',
  'duniya theke biday',
  'prithibi theke biday',
  'leave this world',
  'leave the world',
);
/** The idiom of an aim in life: the world left better, not left. */
const WORLD_LEFT_BETTER = cue(
  'leave the world a',
  'leave this world a',
  'leave the world better',
  'leave this world better',
);
/** Wanting to cut, with the body or blood named. */
const WANT_TO_CUT = cue(
  'কাটতে চাই',
  'কাটতে ইচ্ছা',
  'কাটতে ইচ্ছে',
  'katte chai',
  'katte iccha',
  'katte icche',
  'want to cut',
  'wanna cut',
);
/** Water one drowns in. */
const WATER = cue(
  'নদী',
  'নদীতে',
  'পুকুর',
  'পুকুরে',
  'দিঘি',
  // Whole forms: the stems would be লেকচার ("lecture") and "ponder".
  'লেক=',
  'লেকে=',
  'লেকের=',
  'সাগর',
  'পানিতে',
  'nodi',
  'pukur',
  'dighi',
  'pani te',
  'panite',
  'river',
  'pond=',
  'ponds=',
  'lake',
  'sea=',
);
/** Drowning said of oneself. */
const DROWN_ME = cue(
  'ডুবে মরব',
  'ডুবে মরবো',
  'ডুবে যাব',
  'ডুবে মরে যাব',
  'dube morbo',
  'dube jabo',
  'dube more jabo',
  'drown myself',
  'drowning myself',
  'নিজেকে ডুবিয়ে',
  'nijeke dubiye',
);
const DROWN = anyCue(DROWN_ME, cue('ডুবে', 'dube=', 'drown'));
const WALK_INTO = cue('walk into', 'go into', 'নেমে যাব', 'neme jabo', 'jump into', 'jump in');
/** Swimming or bathing for its own sake. */
const SWIM = cue('সাঁতার কাট', 'সাঁতার শিখ', 'satar kat', 'satar shikh', 'to swim', 'swimming', 'গোসল', 'gosol', 'bath=');
/** Drowning as a fear: what would happen if one went in ("পুকুরে নামলে ডুবে যাব"). */
const IF_IN_WATER = cue(
  'নামলে',
  'পড়লে',
  'পড়ে গেলে',
  'namle',
  'porle',
  'pore gele',
  'if i go in',
  'if i fall',
  'সাঁতার জানি না',
  'সাঁতার পারি না',
  'satar jani na',
  'satar pari na',
);
/** A question about drowning asked out of curiosity: the model decides. */
const CURIOUS = anyCue(
  WANT_TO_KNOW,
  cue('for science', 'science er jonno', 'বিজ্ঞানের জন্য', 'just curious', 'curious', 'জানার জন্য', 'janar jonno'),
);
const DECIDED = cue(
  'ঠিক করেছি',
  'thik korsi',
  'thik korechi',
  'decided',
  'tonight',
  'আজ রাতে',
  'আজ সন্ধ্যায়',
  'aj rate',
  'ajke rate',
  'aj raate',
  'পাবে না',
  'pabe na',
  'khujbe na',
  'খুঁজবে না',
);
/** A poison taken today is a plan; a swim today is not, so this is the poison's alone. */
const TODAY = cue('আজ=', 'আজই', 'aj=', 'ajke', 'today');
/** Taking a poison, said by the one who will. */
const TAKE_IT = cue(
  'খেয়ে ফেলব',
  'খেয়ে নেব',
  'খেয়ে নিব',
  'খেয়ে সব',
  'খাব=',
  'খাবো',
  'kheye felbo',
  'kheye nibo',
  'kheye nebo',
  'kheye sob',
  'khabo=',
  'drink it',
  'drinking it',
  'swallow it',
);
/**
 * Banglish "bish" is also twenty, with a counted thing after it ("bish ta fuchka khabo"); "bish ta"
 * alone is "the poison" ("ghore bish ta ache").
 */
const COUNTED = [
  'fuchka',
  'chocolate',
  'biscuit',
  'roti',
  'ruti',
  'dim=',
  'kola=',
  'aam=',
  'singara',
  'samosa',
  'puri=',
  'porota',
  'mishti',
  'pitha',
  'chips',
  'lichu',
  'candy',
  'boi=',
  'khata',
  'kolom',
  'proshno',
  'question',
  'onko',
  'math',
  'page',
  'pata=',
];
const TWENTY = cue(
  ...COUNTED.flatMap((thing) => [`bish ta ${thing}`, `bishta ${thing}`, `bish ${thing}`]),
  'bish taka',
  'bish min',
  'bish minute',
  'bish jon',
  'bish din',
  'bish bar',
);
const HID_IT = cue(
  'লুকিয়ে রেখেছি',
  'জমিয়ে রেখেছি',
  'lukiye rakhsi',
  'lukiye rekhechi',
  'jomiye rakhsi',
  'hid=',
  'hidden',
);
const FOR_ME = cue('আমার জন্য', 'নিজের জন্য', 'amar jonno', 'nijer jonno', 'for me=', 'for myself');
/** Self-harm had stopped, for a while. */
const HAD_STOPPED = cue(
  'বন্ধ রেখেছিলাম',
  'বন্ধ ছিল',
  'ছেড়ে দিয়েছিলাম',
  'ঠিক ছিলাম',
  'bondho rakhsilam',
  'bondho silo',
  'chere disilam',
  'thik silam',
  'had stopped',
  'stopped=',
  'quit=',
  'clean=',
  'relapse',
  'relapsed',
);
/** What else is cut, or given up and taken up again. */
const OTHER_CUT = cue(
  'sugar',
  'sweets',
  'cake',
  'hair',
  'চুল',
  'chul=',
  'nail',
  'নখ',
  'class=',
  'classes',
  'vegetable',
  'সবজি',
  'পেঁয়াজ',
  'peyaj',
  'onion',
  'mango',
  'fruit',
  'junk',
  'soda',
  'গাছ',
  'gach',
  'grass',
);
/** Work the student is made to do. */
const MADE_TO_WORK = cue(
  'কাজ করায়',
  'কাজ করতে বাধ্য',
  'kaj koray',
  'kaj korte baddho',
  'makes me work',
  'made me work',
  'make me work',
  'forced to work',
  'force me to work',
  'forces me to work',
);
/** Chores at home. */
const HOUSEWORK = cue(
  'ঘরের কাজ',
  'বাসার কাজ',
  'বাড়ির কাজ',
  'ghorer kaj',
  'basar kaj',
  'barir kaj',
  'housework',
  'chores',
  'household',
);
const UNPAID = cue(
  'টাকা দেয় না',
  'বেতন দেয় না',
  'মজুরি দেয় না',
  'taka dey na',
  'beton dey na',
  'not paid',
  'never pays',
  'not pay me',
  'doesn t pay',
  'don t pay',
  'keeps the money',
  'keeps my money',
  'without pay',
);
const NO_SCHOOL = cue(
  'স্কুলে যেতে দেয় না',
  'পড়তে দেয় না',
  'school e jete dey na',
  'porte dey na',
  'not allowed to go to school',
  'let me go to school',
  'let me study',
);
const NO_LEAVE = cue(
  'বাড়ি যেতে দেয় না',
  'বের হতে দেয় না',
  'পালাতে',
  'bari jete dey na',
  'ber hote dey na',
  'palate',
  'cannot leave',
  'can t leave',
  'let me go home',
  'let me leave',
  'run away',
);
const LOCKED = cue(
  'তালা দিয়ে',
  'তালা মেরে',
  'আটকে রাখে',
  'tala diye',
  'tala mere',
  'atke rakhe',
  'locks me',
  'locked me',
  'lock me',
  'chained',
  'শিকল',
  'shikol',
);
const CHAIN = cue('শিকল', 'shikol', 'chained', 'chain=', 'chains=');
/**
 * A restraint on the student: the student or a body part the object of the chaining, or a chain
 * tied on. Not "me" anywhere: "explain the food chain to me" restrains no one.
 */
const CHAINED_ME = cue(
  'chained me',
  'chain me',
  'chains me',
  'me chained',
  'me in chains',
  'chained my',
  'chain on my',
  'chains on my',
  'chain around my',
  'chains around my',
  'chained by my',
  'chained to my',
  'আমাকে শিকল',
  'আমায় শিকল',
  'শিকল দিয়ে আমাকে',
  'শিকল দিয়ে বেঁধে',
  'শিকলে বেঁধে',
  'শিকল পরিয়ে',
  'পায়ে শিকল',
  'হাতে শিকল',
  'amake shikol',
  'amay shikol',
  'shikol diye amake',
  'shikol diye bendhe',
  'shikol diye bedhe',
  'shikol die bendhe',
  'shikole bendhe',
  'shikol poriye',
  'paye shikol',
  'hate shikol',
);
/** The chain on a thing: what is chained, not any dog or gate named ("chained like a dog"). */
const CHAINED_THING = cue(
  'সাইকেলের চেইন',
  'সাইকেলের শিকল',
  'সাইকেল শিকল',
  'সাইকেলটা শিকল',
  'cycle chain',
  'bicycle chain',
  'cycle er chain',
  'cycle ta shikol',
  'cycle shikol',
  'chained the dog',
  'chain the dog',
  'chains the dog',
  'dog chain',
  'dog s chain',
  'dog on a chain',
  'dog is chained',
  'কুকুরকে শিকল',
  'কুকুরটাকে শিকল',
  'kukur ke shikol',
  'kukurke shikol',
  'kukurta ke shikol',
  'chained the gate',
  'chained the door',
  'gate chain',
  'door chain',
);

interface Combination {
  kind: SafetyKind;
  /** Every one of these families must be present … */
  needs: Cue[];
  /** … and at least `atLeast` of these. */
  support: Cue[];
  atLeast: number;
  /** None of these may be present. */
  unless?: Cue[];
  /** Found, but as often said in an ordinary message: the statistical model decides. */
  toModel?: true;
}

const COMBINATIONS: Combination[] = [
  // A method, asked about with a purpose, a count, a finality or at the end of one's strength.
  // (The purpose is the student's: "how fast does cobra poison kill a person?" is a question about the world.)
  {
    kind: 'self_harm',
    needs: [POISON, anyCue(PURPOSE, LAST_STRAW, WISH)],
    support: [DEADLY, HOW_LONG, HOW_MUCH, FINALITY],
    atLeast: 1,
    unless: [NO_WISH],
  },
  // Train tracks, a gun at the head, letters left for everyone.
  {
    kind: 'self_harm',
    needs: [RAIL, STAY_THERE],
    support: [WISH, FINALITY, LAST_STRAW],
    atLeast: 1,
    unless: [NO_WISH],
  },
  { kind: 'self_harm', needs: [GUN, AT_HEAD], support: [DEADLY, FINALITY, ME, WISH], atLeast: 1 },
  { kind: 'self_harm', needs: [NOT_HERE], support: [LETTERS, FINALITY], atLeast: 1, unless: [TRIP] },
  // A cloth or a rope tied to a fan or the ceiling, with a finality or a wish.
  {
    kind: 'self_harm',
    needs: [LIGATURE, ANCHOR],
    support: [FINALITY, WISH, LAST_STRAW],
    atLeast: 1,
    unless: [NO_WISH],
  },
  {
    kind: 'self_harm',
    needs: [MEDICINE, DEADLY, anyCue(PURPOSE, LAST_STRAW, WISH)],
    support: [],
    atLeast: 0,
    unless: [NO_WISH],
  },
  // (Not a ball or an animal that jumps: "ছাদ থেকে বল লাফ দিয়ে কত উপরে ওঠে?")
  {
    kind: 'self_harm',
    needs: [HIGH_PLACE, JUMP],
    support: [WISH, FINALITY, LAST_STRAW, PURPOSE],
    atLeast: 1,
    unless: [NO_WISH, OTHER_OBJECT],
  },
  // Going away for ever, never waking: with a wish or a reason.
  { kind: 'self_harm', needs: [FINALITY, GOING], support: [WISH, LAST_STRAW, PURPOSE, ME], atLeast: 2, unless: [TRIP] },
  // Cutting oneself, told plainly: the body, blood, again, hidden.
  {
    kind: 'self_harm',
    needs: [SELF_CUT, ME],
    support: [BODY, BLEEDING, SECRET_HURT, AGAIN],
    atLeast: 3,
    unless: [ACCIDENT],
  },
  // Safety round 7's concepts.
  // A farewell to everyone or for the last time, left to be found or followed by silence.
  {
    kind: 'self_harm',
    needs: [FAREWELL_ACT, anyCue(EVERYONE, LAST_TIME)],
    // (Either of the two needed families counts once here: two of the five.)
    support: [EVERYONE, LAST_TIME, FAREWELL_DONE, FINALITY, NOT_HERE],
    atLeast: 2,
    unless: [SCHOOL_FAREWELL, TRIP],
  },
  // Poison or a rail line at hand, with how much, how long or when.
  {
    kind: 'self_harm',
    needs: [POISON, DEADLY, anyCue(AT_HAND, HOME, PURPOSE, SECRET_HURT)],
    support: [],
    atLeast: 0,
    unless: [NO_WISH],
  },
  {
    kind: 'self_harm',
    needs: [POISON, anyCue(HOW_MUCH, HOW_LONG), anyCue(AT_HAND, PURPOSE, SECRET_HURT)],
    support: [],
    atLeast: 0,
    unless: [NO_WISH, OTHER_OBJECT, FARMING],
  },
  { kind: 'self_harm', needs: [RAIL, WHEN_TRAIN, anyCue(AT_HAND, PURPOSE, SECRET_HURT)], support: [], atLeast: 0 },
  { kind: 'self_harm', needs: [MEDICINE, DEADLY, anyCue(AT_HAND, SECRET_HURT)], support: [], atLeast: 0 },
  // The height one does not survive a fall from.
  { kind: 'self_harm', needs: [FLOORS, FALL, NOT_SURVIVE], support: [], atLeast: 0, unless: [OTHER_OBJECT] },
  // A cloth tied to a fan, told or asked about by the one whose weight it must hold.
  {
    kind: 'self_harm',
    needs: [ANCHOR, anyCue(LIGATURE, AT_HAND), TIE],
    support: [ME, FINALITY, WISH],
    atLeast: 1,
    unless: [HARMLESS_HANGING, MACHINE],
  },
  // (A fan and a rope at home alone is a pulley question as often: the weight must be named.)
  {
    kind: 'self_harm',
    needs: [ANCHOR, AT_HAND, anyCue(LIGATURE, TIE), MY_WEIGHT],
    support: [],
    atLeast: 0,
    unless: [HARMLESS_HANGING, MACHINE],
  },
  {
    kind: 'self_harm',
    needs: [ANCHOR, AT_HAND, anyCue(LIGATURE, TIE)],
    support: [],
    atLeast: 0,
    unless: [HARMLESS_HANGING, MACHINE],
    toModel: true,
  },
  // At the edge of a roof, and not yet: a plan told in the past.
  { kind: 'self_harm', needs: [HIGH_PLACE, JUMP, AT_THE_EDGE], support: [], atLeast: 0, unless: [OTHER_OBJECT] },
  // ("I couldn't jump to the roof", "the cat almost jumped": the model decides.)
  {
    kind: 'self_harm',
    needs: [HIGH_PLACE, JUMP, NOT_YET],
    support: [],
    atLeast: 0,
    unless: [OTHER_OBJECT],
    toModel: true,
  },
  // Not there after a day; nobody will have to bother with the student then.
  // (A day named is no trip by itself: only a journey or a move is.)
  { kind: 'self_harm', needs: [NOT_HERE, AFTER_A_DAY], support: [], atLeast: 0, unless: [AWAY] },
  { kind: 'self_harm', needs: [AFTER_A_DAY, NO_MORE_OF_ME], support: [], atLeast: 0, unless: [AWAY] },
  // Sleep without waking; going where nobody comes back from.
  { kind: 'self_harm', needs: [SLEEP, NEVER_WAKE], support: [WISH, ME], atLeast: 1 },
  { kind: 'self_harm', needs: [NO_RETURN, GOING], support: [WISH, ME, FEEL_LIKE], atLeast: 1, unless: [TRIP] },
  { kind: 'self_harm', needs: [WITHOUT_ME_AT_HOME, HOME_PEOPLE, WOULD_BE_HAPPIER], support: [], atLeast: 0 },
  { kind: 'self_harm', needs: [TRIED_BEFORE, NEXT_TIME], support: [], atLeast: 0, unless: [SCHOOLWORK] },
  // Means asked about by how much kills, and an overdose already taken.
  // A dose that kills, asked without the means at hand or a purpose: a science question as often.
  { kind: 'self_harm', needs: [MEDICINE, HOW_MUCH, DEADLY], support: [], atLeast: 0, toModel: true },
  { kind: 'self_harm', needs: [MEDICINE, TOO_MANY, anyCue(AT_HAND, SECRET_HURT, PURPOSE)], support: [], atLeast: 0 },
  { kind: 'self_harm', needs: [MEDICINE, HOW_MUCH, TOO_MANY], support: [], atLeast: 0, toModel: true },
  { kind: 'self_harm', needs: [MEDICINE, TOOK_THEM], support: [ME], atLeast: 1, unless: [ILLNESS] },
  {
    kind: 'self_harm',
    needs: [FLOORS, FALL, DEADLY, anyCue(PURPOSE, AT_HAND)],
    support: [],
    atLeast: 0,
    unless: [OTHER_OBJECT],
  },
  { kind: 'self_harm', needs: [NOOSE, WHERE_WHICH], support: [], atLeast: 0 },
  // Wished ("I want a bus to hit me"); told in the first person only, the model decides.
  {
    kind: 'self_harm',
    needs: [VEHICLE, UNDER_IT],
    support: [WISH, FEEL_LIKE],
    atLeast: 1,
    unless: [NO_WISH, WANT_TO_KNOW],
  },
  { kind: 'self_harm', needs: [VEHICLE, UNDER_IT, ME], support: [], atLeast: 0, unless: [NO_WISH], toModel: true },
  // Not there much longer; no more lessons for someone who will be gone; a diary that explains.
  { kind: 'self_harm', needs: [NOT_HERE, SOON], support: [], atLeast: 0, unless: [AWAY, ELSEWHERE] },
  { kind: 'self_harm', needs: [NO_MORE_STUDY, SOON], support: [], atLeast: 0, unless: [AWAY] },
  // "My last day" with an end, a farewell or not being here; alone, the model decides.
  {
    kind: 'self_harm',
    needs: [LAST_DAY, anyCue(NOT_HERE, FINALITY, FAREWELL_ACT, LAST_TIME)],
    support: [],
    atLeast: 0,
    unless: [AWAY, SCHOOLWORK, LAST_DAY_OF],
  },
  {
    kind: 'self_harm',
    needs: [LAST_DAY],
    support: [],
    atLeast: 0,
    unless: [AWAY, SCHOOLWORK, LAST_DAY_OF],
    toModel: true,
  },
  { kind: 'self_harm', needs: [WHY_I_LEFT, DIARY], support: [], atLeast: 0 },
  { kind: 'self_harm', needs: [GOD, TAKE_ME], support: [], atLeast: 0, unless: [DESTINATION] },
  // Favourite things given away: a warning sign with a farewell or an end, and a gift without.
  {
    kind: 'self_harm',
    needs: [FAVOURITE, GIVE_AWAY, BETTER_WITH_THEM, anyCue(FAREWELL_ACT, NOT_HERE, FINALITY, LAST_TIME)],
    support: [],
    atLeast: 0,
  },
  { kind: 'self_harm', needs: [FAVOURITE, GIVE_AWAY, BETTER_WITH_THEM], support: [], atLeast: 0, toModel: true },
  // A friend who cuts, seen and told.
  {
    kind: 'self_harm',
    needs: [FRIEND, CUTS, BODY],
    support: [SHOWED_ME, AGAIN, SECRET_HURT],
    atLeast: 1,
    unless: [ACCIDENT],
  },
  { kind: 'abuse', needs: [ADULT_ANY, HIDING, COMES_HOME, FEAR_AT_HOME], support: [], atLeast: 0 },
  { kind: 'abuse', needs: [ADULT_ANY, HIDING, COMES_HOME], support: [], atLeast: 0, toModel: true },
  // Adults burning, putting out, starving, wishing a child dead.
  { kind: 'abuse', needs: [ADULT_ANY, BURNED], support: [WOUND, DISTRESS, AGAIN, ME, PUNISHED], atLeast: 1 },
  { kind: 'abuse', needs: [ADULT_ANY, PUT_OUT], support: [NOT_FED, NIGHT, ME, AGAIN], atLeast: 1 },
  { kind: 'abuse', needs: [ADULT_ANY, WISHED_DEAD], support: [SAYS, AGAIN, ME], atLeast: 1 },
  // Safety round 8's concepts.
  // A friend's goodbye followed by silence; a friend's wish to die, told by the student.
  {
    kind: 'self_harm',
    needs: [FRIEND, GOODBYE_MESSAGE, SILENCE],
    support: [],
    atLeast: 0,
    unless: [AWAY, FAREWELL_EVENT],
  },
  { kind: 'self_harm', needs: [FRIEND, THEIR_DEATH_WISH], support: [], atLeast: 0, unless: [NO_WISH] },
  { kind: 'self_harm', needs: [FRIEND, THEIR_END, anyCue(SILENCE, KEEP_SECRET)], support: [], atLeast: 0 },
  {
    kind: 'self_harm',
    needs: [FRIEND, THEIR_END, anyCue(POSTED, GOODBYE_MESSAGE)],
    support: [],
    atLeast: 0,
    unless: [AWAY],
    toModel: true,
  },
  {
    kind: 'self_harm',
    needs: [FRIEND, NOT_THERE, GOODBYE_MESSAGE],
    support: [],
    atLeast: 0,
    unless: [AWAY, FAREWELL_EVENT],
    toModel: true,
  },
  // Drowning oneself; water jumped or walked into, with a wish, an end or a plan.
  // "নামলে ডুবে যাব" is a fear of water, not a plan: the model decides.
  {
    kind: 'self_harm',
    needs: [WATER, DROWN_ME],
    support: [WISH, FINALITY, LAST_STRAW, DECIDED],
    atLeast: 1,
    unless: [IF_IN_WATER, SWIM],
  },
  {
    kind: 'self_harm',
    needs: [WATER, DROWN_ME, anyCue(IF_IN_WATER, SWIM)],
    support: [WISH, FINALITY, LAST_STRAW, DECIDED],
    atLeast: 1,
    toModel: true,
  },
  {
    kind: 'self_harm',
    needs: [cue('drown myself', 'drowning myself', 'নিজেকে ডুবিয়ে', 'nijeke dubiye')],
    support: [],
    atLeast: 0,
  },
  {
    kind: 'self_harm',
    needs: [WATER, anyCue(JUMP, WALK_INTO)],
    support: [WISH, FINALITY, LAST_STRAW, DECIDED],
    atLeast: 1,
    unless: [SWIM, NO_WISH, OTHER_OBJECT],
  },
  // "… i want to know for science" is a question: the model decides.
  { kind: 'self_harm', needs: [DROWN, HOW_LONG, anyCue(LAST_STRAW, PURPOSE)], support: [], atLeast: 0 },
  { kind: 'self_harm', needs: [DROWN, HOW_LONG, WISH], support: [], atLeast: 0, unless: [CURIOUS] },
  { kind: 'self_harm', needs: [DROWN, HOW_LONG, CURIOUS], support: [], atLeast: 0, toModel: true },
  // Poison at home the student says they will take, or has hidden for themselves.
  {
    kind: 'self_harm',
    needs: [POISON, TAKE_IT],
    support: [AT_HAND, HOME, FINALITY, LAST_STRAW, WISH, DECIDED, TODAY],
    atLeast: 1,
    unless: [NO_WISH, TWENTY],
  },
  { kind: 'self_harm', needs: [POISON, HID_IT, FOR_ME], support: [], atLeast: 0, unless: [NO_WISH] },
  // Self-harm that had stopped and came back.
  {
    kind: 'self_harm',
    needs: [SELF_CUT, AGAIN, HAD_STOPPED, ME],
    support: [],
    atLeast: 0,
    unless: [ACCIDENT, OTHER_CUT],
  },
  {
    kind: 'self_harm',
    needs: [LEAVE_THE_WORLD, WISH],
    support: [],
    atLeast: 0,
    unless: [NO_WISH, WORLD_LEFT_BETTER],
  },
  {
    kind: 'self_harm',
    needs: [WANT_TO_CUT, anyCue(BODY, BLEEDING)],
    support: [],
    atLeast: 0,
    unless: [NO_WISH, ACCIDENT, OTHER_CUT],
  },
  // Made to work, and unpaid, kept from school or from leaving, locked in; chained.
  // Housework at home kept from study is a chore complaint the model reads; unpaid or locked in, it is not.
  {
    kind: 'abuse',
    needs: [MADE_TO_WORK],
    support: [UNPAID, NO_SCHOOL, NO_LEAVE, LOCKED],
    atLeast: 1,
    unless: [HOUSEWORK],
  },
  { kind: 'abuse', needs: [MADE_TO_WORK, HOUSEWORK], support: [UNPAID, NO_LEAVE, LOCKED], atLeast: 1 },
  { kind: 'abuse', needs: [MADE_TO_WORK, HOUSEWORK, NO_SCHOOL], support: [], atLeast: 0, toModel: true },
  { kind: 'abuse', needs: [LOCKED, NO_LEAVE], support: [ME, NIGHT], atLeast: 1 },
  { kind: 'abuse', needs: [CHAIN, CHAINED_ME], support: [], atLeast: 0, unless: [CHAINED_THING] },
  // Touch, gifts, meetings alone, secrets.
  {
    kind: 'sexual_exploitation',
    needs: [BED_VISIT, ADULT_ANY],
    support: [NIGHT, KEEP_SECRET, DISTRESS, PRETEND_SLEEP],
    atLeast: 2,
  },
  { kind: 'sexual_exploitation', needs: [TOUCHED], support: [ADULT_ANY, ALONE, KEEP_SECRET, DISTRESS], atLeast: 2 },
  {
    kind: 'sexual_exploitation',
    needs: [KEEP_SECRET],
    support: [GIFT, ALONE, MEET, NIGHT, PHOTO, STRANGER],
    atLeast: 2,
    unless: [SURPRISE],
  },
  {
    kind: 'sexual_exploitation',
    needs: [GIFT, ALONE],
    support: [MEET, NIGHT, STRANGER],
    atLeast: 1,
    unless: [SURPRISE],
  },
  // A photo, a price and a threat to release it; a threat of death to the student's family.
  { kind: 'online_threat', needs: [PHOTO, RELEASE, UNLESS], support: [MONEY, DISTRESS, STRANGER, ME], atLeast: 1 },
  { kind: 'online_threat', needs: [KILL_THREAT, ADDRESSED], support: [STRANGER, KNOWS, DISTRESS], atLeast: 2 },
  { kind: 'bullying', needs: [MY_PICTURE, SOCIAL, MOCKING], support: [], atLeast: 0, unless: [SURPRISE] },
  { kind: 'bullying', needs: [FAKE_ID, IN_MY_NAME], support: [PEERS, ME], atLeast: 1 },
  { kind: 'hopelessness', needs: [NOTHING_PLEASES, EMPTY_DAYS], support: [], atLeast: 0 },
];

/**
 * The kinds the signal combinations find in the message's words (lesson terms already blanked).
 * Each family is looked for once, so the cost stays linear in the words.
 */
export function combinedSignals(words: readonly string[]): { decisive: SafetyKind[]; toModel: SafetyKind[] } {
  const found = new Map<Cue, boolean>();
  const has = (family: Cue) => {
    let present = found.get(family);
    if (present === undefined) {
      present = findCue(words, family).length > 0;
      found.set(family, present);
    }
    return present;
  };
  // A lesson, a story or a word study, unless the student says it is not one.
  if (has(LESSON_FRAME) && !has(PURPOSE)) return { decisive: [], toModel: [] };
  const matched = COMBINATIONS.filter(
    (c) => c.needs.every(has) && c.support.filter(has).length >= c.atLeast && !(c.unless ?? []).some(has),
  );
  return {
    decisive: matched.filter((c) => !c.toModel).map((c) => c.kind),
    toModel: matched.filter((c) => c.toModel).map((c) => c.kind),
  };
}
