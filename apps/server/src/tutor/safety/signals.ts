import type { SafetyKind } from '@study/contract';
import { ADULT_ANY, FIRST_PERSON, OTHER_OBJECT, PEERS } from './lexicon';
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
  cue('-ছি', '-চ্ছি', '-লাম', '-esi', '-tesi', '-chi', '-ci', '-lam', '-yechi', '-isi', 'করি=', 'kori=', 'থাকি=', 'thaki=', 'পারি=', 'pari=', 'জানি=', 'jani=', 'উঠি=', 'uthi=', '-bo', 'যাব=', 'করব=', 'দিব=', 'দেব=', 'খাব=', 'পড়ব=', 'i ve', 'ive=', 'i d', 'our roof', 'our house'),
);
/** A reason given for asking that is the student's own. */
const PURPOSE = cue(
  'আমার দরকার', 'আমার লাগবে', 'কারণ বলব না', 'কারণটা বলব না', 'urgent', 'জরুরি', 'amar dorkar', 'amar lagbe',
  'karon ta bolbo na', 'karon bolbo na', 'asking for me', 'asking for myself', 'not for a story', 'not for homework',
  'i need to know', 'for me=', 'গল্পের জন্য না', 'golper jonno na', 'don t ask why', 'dont ask why', 'i need it', 'jana dorkar',
  'জানা দরকার', 'জিজ্ঞেস করো না কেন', 'keno jiggesh koro na',
);
const ADDRESSED = cue('তোর=', 'তোকে=', 'তোরে=', 'তোমার=', 'তোমাকে=', 'তুই=', 'tor=', 'toke=', 'tore=', 'tomar=', 'tomake=', 'tui=', 'your=', 'you=');
const STRANGER = cue(
  'unknown number', 'অচেনা নম্বর', 'অজানা নম্বর', 'অচেনা', 'ochena', 'stranger', 'গেমে পরিচয়', 'game e porichoy', 'a man in',
  'someone online', 'ফেসবুকে পরিচয়', 'facebook e porichoy', 'squad', 'অনলাইনে পরিচয়', 'online e porichoy',
);

// ── Self-harm ─────────────────────────────────────────────────────────────────────────────────
/** Means that are lethal in themselves. */
const POISON = cue(
  'ব্লেড', 'blade', 'razor', 'দড়ি', 'রশি', 'ফাঁস', 'dori=', 'rope', 'noose', 'বিষ', 'bish=', 'poison', 'ইঁদুর মারার', 'হারপিক', 'ফিনাইল', 'harpic', 'finail', 'phenyl', 'bleach', 'ব্লিচ',
  'কীটনাশক', 'kitnashok', 'pesticide', 'rat poison', 'painless way', 'easiest way to die', 'ব্যথাহীন উপায়', 'betha chara',
  'byatha chara',
);
/** Medicines: a dose question unless death is asked about. */
const MEDICINE = cue('নাপা', 'napa=', 'ঘুমের ওষুধ', 'ঘুমের বড়ি', 'ghumer oshudh', 'sleeping pills', 'pills=', 'tablets=', 'ট্যাবলেট', 'tablet=');
const RAIL = cue('রেললাইন', 'রেল লাইন', 'ট্রেনের সামনে', 'rel line', 'rail line', 'railway line', 'train tracks', 'railway track', 'railway tracks', 'in front of a train');
const STAY_THERE = cue('দাঁড়িয়ে', 'শুয়ে', 'daraye', 'dariye', 'shuye', 'stand', 'lie down', 'lying', 'standing', 'walk onto');
const GUN = cue('পিস্তল', 'বন্দুক', 'রিভলভার', 'pistol', 'bonduk', 'revolver', 'gun=', 'guns=');
const AT_HEAD = cue('মাথায় ঠেকা', 'মাথায় ধর', 'matha e thek', 'mathay thek', 'matha y thek', 'to my head', 'to the head', 'at my head');
const LETTERS = cue(
  'সবার জন্য চিঠি', 'চিঠি লিখে রেখেছি', 'chithi likhe rekhechi', 'chithi likhsi', 'sobar jonno chithi', 'letters to everyone',
  'wrote letters', 'written letters', 'wrote a letter to', 'said sorry to everyone', 'সবাইকে সরি',
);
const NOT_HERE = cue(
  'won t be here', 'will not be here', 'won t be around', 'will be gone', 'কাল থেকে থাকব না', 'আমি থাকব না', 'kal theke thakbo na',
  'ami thakbo na', 'r thakbo na',
);
const LIGATURE = cue('ওড়না', 'দড়ি', 'রশি', 'গামছা', 'orna', 'urna', 'dori=', 'roshi', 'gamcha', 'rope', 'noose', 'scarf', 'belt');
const ANCHOR = cue('ফ্যান', 'সিলিং', 'কড়িকাঠ', 'fan=', 'fane', 'ceiling', 'beam=');
const HIGH_PLACE = cue('ছাদ', 'ছাদে', 'ব্রিজ', 'ব্রিজ থেকে', 'chad=', 'chade=', 'chad theke', 'roof', 'bridge', 'building', 'rooftop');
const JUMP = cue('লাফ', 'lafa', 'laf=', 'jump', 'ঝাঁপ', 'jhap');
/** A trip or a move: going away for good is a plan, not an end. */
const TRIP = cue(
  'ছুটি', 'বেড়াতে', 'শীতকাল', 'weekend', 'weekends', 'sunday', 'winter', 'বদলি', 'ভর্তি', 'chuti', 'berate', 'ghurte', 'bodli', 'holiday', 'vacation', 'trip=', 'tour=', 'abroad',
  'new school', 'move to', 'moving to', 'নতুন স্কুল', 'notun school', 'বিদেশ', 'bidesh',
);
const FINALITY = cue(
  'চিরদিনের জন্য', 'চিরতরে', 'আর কখনো', 'আর কোনোদিন', 'সব শেষ', 'সবকিছু শেষ', 'ekebare', 'একেবারে চলে', 'chirodiner jonno',
  'chirotore', 'ar kokhono', 'ar konodin', 'sob shesh', 'forever', 'for good', 'end it=', 'end everything', 'never wake',
  'painless', 'ব্যথা ছাড়া', 'না উঠি', 'na uthi', 'never come back', 'আর ফিরব না', 'ar firbo na',
);
const GOING = cue(
  'চলে যাব', 'চলে যাই', 'হারিয়ে যাব', 'ঘুম থেকে না', 'ঘুমিয়ে', 'ghumiye', 'ghumaye', 'chole jabo', 'chole jai', 'hariye jabo', 'ghum theke na',
  'go away', 'sleep', 'end it=', 'painless way', 'disappear', 'সব শেষ', 'sob shesh',
);
/** Thinking of it, wishing it, praying for it. */
const WISH = cue(
  'ভাবছি', 'ভাবতেছি', 'ভাবি=', 'ইচ্ছা', 'ইচ্ছে', 'দোয়া করি', 'যেন=', 'চাই=', 'babtesi', 'babchi', 'babi=', 'iccha', 'doya kori',
  'jeno=', 'chai=', 'think about', 'thinking about', 'thinking of', 'want to', 'wish', 'pray', 'hope i',
);
const LAST_STRAW = cue(
  'আর পারছি না', 'আর পারি না', 'ar parchi na', 'ar pari na', 'can t take', 'cannot take', 'can t do this', 'nobody would',
  'no one would', 'keu miss', 'কেউ মিস', 'কেউ খেয়াল', 'notice=', 'কেউ বুঝবে না', 'keu bujhbe na', 'ঝগড়া করতে হবে না',
  'jhogra korte hobe na', 'better without me',
);
const DEADLY = cue(
  'মরে যায়', 'মারা যায়', 'মানুষ মরে', 'more jay', 'mara jay', 'manush more', 'more jete', 'মরে যেতে', 'kill a person', 'to die',
  'kill me', 'die=', 'মরতে', 'morte=', 'সাথে সাথে শেষ', 'sathe sathe shesh', 'instantly', 'instant death', 'ঘুম ভাঙবে না', 'ghum bhangbe na', 'never wake', 'not wake up',
);
/** How much of it: a dose asked for. */
const HOW_MUCH = cue('how much', 'how many', 'কতটুকু', 'কয়টা', 'কতগুলো', 'koto gula', 'koto gulo', 'kotota', 'koyta');
const HOW_LONG = cue('কত সময় লাগে', 'কতক্ষণ লাগে', 'কত খন', 'koto khon', 'koto somoy', 'how long does', 'how long will', 'how fast');
const SECRET_HURT = cue(
  'কেউ জানে না', 'কাউকে বলিনি', 'লুকিয়ে', 'ঢেকে রাখি', 'kew jane na', 'keu jane na', 'kauke bolini', 'dhaka rakhi', 'lukiye',
  'nobody knows', 'no one knows', 'hide it', 'hiding it', 'long sleeves',
);
const AGAIN = cue('আবার', 'প্রতিদিন', 'মাঝে মাঝে', 'abar=', 'protidin', 'majhe majhe', 'again', 'since', 'sometimes', 'every day', 'every night');
const SELF_CUT = cue(
  'কেটেছি', 'কাটছি', 'কাটি=', 'আঁচড়', 'খামচ', 'ketesi', 'katsi', 'kati=', 'achor', 'khamch', 'cut=', 'cutting', 'scratch',
  'scratching', 'scraping', 'blade', 'ব্লেড',
);
const BODY = cue('হাত', 'হাতে', 'পা=', 'কবজি', 'উরু', 'hat=', 'hate=', 'kobji', 'uru=', 'arm', 'wrist', 'thigh', 'skin', 'leg=', 'legs=');
const BLEEDING = cue('রক্ত', 'rokto', 'blood', 'bleed', 'bleeding', 'bleeds');
/** Cuts and scratches with another cause: an accident, an itch. */
const ACCIDENT = cue(
  'মশা', 'চুলকা', 'ঘামাচি', 'এলার্জি', 'mosha', 'chulka', 'allergy', 'itch', 'mosquito', 'eczema', 'because of', 'ভুল করে',
  'পেন্সিল', 'কাগজ', 'pencil', 'paper', 'sharpening', 'art class', 'হঠাৎ', 'দুর্ঘটনা', 'কাটতে গিয়ে', 'vul kore', 'bhul kore', 'hothat', 'accident', 'by mistake', 'while cooking',
  'while cutting', 'fell=', 'পড়ে গিয়ে', 'pore giye',
);

// ── Abuse ─────────────────────────────────────────────────────────────────────────────────────
/** Burns given, not got ("ছ্যাঁকা দেয়", not "ছ্যাঁকা খেয়েছে"). */
const BURNED = cue(
  'ছ্যাঁকা দ', 'ছেঁকা দ', 'সেঁকা দ', 'ছ্যাঁকা লাগায়', 'পুড়িয়ে দেয়', 'পুড়িয়ে দিছে', 'পুড়িয়ে দিয়েছে', 'seka d', 'cheka d',
  'chaka d', 'puriye dey', 'puriye dise', 'গরম তেল', 'গরম পানি ঢেল', 'gorom tel', 'gorom pani dhel', 'hot oil',
  'boiling water on me', 'hot water on me', 'burns me', 'burned me', 'burnt me', 'hot spoon', 'hot iron',
);
const PUNISHED = cue('শাস্তি', 'shasti', 'sasti', 'punish', 'punishment');
const WOUND = cue('ফোসকা', 'fosha', 'foska', 'blister', 'দাগ', 'dag=', 'mark=', 'marks=', 'scar', 'পুড়ে', 'pure gese', 'burnt=');
const PUT_OUT = cue(
  'ঘর থেকে বের করে', 'বাসা থেকে বের করে', 'বাড়ি থেকে বের করে', 'ghor theke ber', 'basa theke ber', 'bari theke ber',
  'kick me out', 'kicked me out', 'throw me out', 'threw me out', 'locked me out', 'বাইরে রাখে', 'বারান্দায় ঘুম', 'baranday ghum',
  'slept outside', 'sleep outside',
);
const NOT_FED = cue('খেতে দেয় নাই', 'খেতে দেয় না', 'খেতে দেয়নি', 'খাবার দেয় না', 'khete dey nai', 'khete o dey nai', 'khete dey na', 'no food', 'not fed', 'without food', 'without dinner');
const WISHED_DEAD = cue(
  'মরে গেলি না', 'মরিস না কেন', 'মরতে পারিস না', 'জন্মানোর আগে', 'তোকে জন্ম দিয়ে', 'তোর মতো', 'more geli na', 'morli na',
  'moris na keno', 'jonmanor age', 'toke jonmo diye', 'tor moto', 'wish you were dead', 'wish you were never born',
  'why don t you die', 'you are a mistake', 'you were a mistake',
);
const SAYS = cue('বলে', 'বলেন', 'বলছে', 'bole=', 'says', 'said', 'tells me', 'calls me', 'shouts');
const DISTRESS = cue(
  'কী করব', 'কি করব', 'ki korbo', 'ভয় লাগে', 'ভয় লাগছে', 'ভয় পাই', 'voy', 'boy lag', 'bhoy', 'scared', 'afraid', 'what do i do',
  'what should i do', 'খারাপ লাগে', 'kharap lage', 'uncomfortable', 'help=',
);

// ── Sexual exploitation ───────────────────────────────────────────────────────────────────────
const TOUCHED = cue(
  'গায়ে হাত দেয়', 'গায়ে হাত দেন', 'গায়ে হাত দিছে', 'জড়িয়ে ধরে', 'জড়ায়ে ধরে', 'জোর করে ধরে', 'gaye hat dey', 'gay hat dey',
  'jorai dhore', 'joriye dhore', 'jore dhore', 'touches me', 'touched me', 'touching me', 'hugs me', 'grabs me', 'grabbed me',
  'sits too close',
);
/** Someone coming to the student's bed or room at night. */
const BED_VISIT = cue(
  'আমার বিছানায়', 'আমার ঘরে আসে', 'আমার রুমে আসে', 'amar bichanay', 'amar bichana', 'amar ghore ashe', 'amar rume ashe',
  'into my bed', 'in my bed', 'into my room at night', 'comes to my room', 'comes into my room',
);
const PRETEND_SLEEP = cue('ঘুমের ভান', 'ghumer van', 'ghumer bhan', 'pretend to sleep', 'pretend to be asleep', 'pretending to sleep');
const ALONE = cue('একা', 'একলা', 'ekla', 'eka=', 'alone', 'just the two of us', 'শুধু দুজন');
const MEET = cue(
  'দেখা কর', 'বাসায় যেতে', 'বাসায় আসতে', 'ভিডিও কল', 'dekha kor', 'basay jete', 'video call', 'meet', 'come to his', 'come over',
  'his house', 'his place',
);
const NIGHT = cue('রাতে', 'গভীর রাতে', 'rate=', 'at night', 'late night', 'midnight');
const KEEP_SECRET = cue(
  'বলতে মানা', 'কাউকে বলবা না', 'কাউকে বলবে না', 'কাউকে বলো না', 'কাউকে বললে', 'আমাদের সিক্রেট', 'গোপন রাখ', 'bolte mana',
  'kauke bolba na', 'kauke bolo na', 'karo ke bolle', 'kauke bolle', 'amader secret', 'gopon rakh', 'not tell anyone',
  'don t tell anyone', 'not to tell', 'our secret', 'our little secret', 'keep it secret', 'keep it a secret',
  'সিক্রেট থাকবে', 'secret thakbe', 'কাউকে বলবি না', 'kauke bolbi na', 'karo ke bolbi na', 'বলবি না', 'bolbi na', 'কাউকে বলতে পারি না', 'kauke bolte pari na', 'can t tell anyone', 'cannot tell anyone',
);
/** A surprise or a game among friends: a secret and a gift that harm no one. */
const SURPRISE = cue(
  'surprise', 'সারপ্রাইজ', 'costume', 'prize', 'পুরস্কার', 'competition', 'secret santa', 'সিক্রেট সান্তা', 'birthday', 'জন্মদিন', 'party=', 'পার্টি', 'eid gift',
);
/** A wish denied: "লাফ দিতে ইচ্ছা করে না". */
const NO_WISH = cue(
  'ইচ্ছা করে না', 'ইচ্ছে করে না', 'ichcha kore na', 'icha kore na', 'iccha kore na', 'don t want to', 'do not want to',
  'never think', 'চাই না', 'chai na',
);
const GIFT = cue(
  'কিনে দিবে', 'কিনে দেবে', 'গিফট', 'উপহার', 'টাকা দিবে', 'মডেল বানাবে', 'kine dibe', 'gift', 'taka dibe', 'model banabe',
  'diamonds', 'diamond', 'চকলেট', 'খেলনা', 'chocolate', 'chocolates', 'candy', 'sweets', 'toys=', 'gives me money', 'gave me money', 'টাকা দেয়', 'টাকা পাঠায়', 'taka dey', 'taka pathay', 'uc=', 'buy me', 'bought me', 'sent me', 'recharge', 'রিচার্জ',
);

// ── Online threats ────────────────────────────────────────────────────────────────────────────
const PHOTO = cue('ছবি', 'ভিডিও', 'chobi', 'pic=', 'pics=', 'photo', 'photos', 'video', 'picture', 'pictures', 'nudes');
const MONEY = cue('টাকা', 'বিকাশ', 'নগদ', 'taka', 'bikash', 'bkash', 'nagad', 'money', 'pay=', 'রিচার্জ');
const UNLESS = cue('না করলে', 'না দিলে', 'না পাঠালে', 'na korle', 'na dile', 'na pathale', 'unless', 'if i don', 'if i do not', 'or else', 'আরো ছবি', 'aro chobi', 'more pics', 'more photos');
const RELEASE = cue(
  'ছেড়ে দিবে', 'ছেড়ে দেবে', 'ছাইড়া দিবে', 'ভাইরাল', 'পোস্ট করে দিবে', 'পাঠিয়ে দিবে', 'পাঠায়ে দিবে', 'পাঠাবে', 'ফেসবুকে দিবে',
  'chere dibe', 'viral', 'post kore dibe', 'pathiye dibe', 'pathaye dibe', 'pathabe', 'post them', 'post it', 'send them to',
  'send it to', 'leak', 'share them', 'upload',
);
const KILL_THREAT = cue('মেরে ফেলব', 'খুন করব', 'mere felbo', 'khun korbo', 'will kill', 'gonna kill', 'going to kill', 'll kill');
const KNOWS = cue('জানে', 'চিনে', 'jane=', 'chine=', 'knows', 'know where');

// ── Bullying, hopelessness ────────────────────────────────────────────────────────────────────
const SOCIAL = cue('tiktok', 'টিকটক', 'facebook', 'ফেসবুক', 'fb=', 'insta', 'instagram', 'whatsapp', 'messenger', 'group=', 'গ্রুপ', 'meme', 'মিম', 'reel=', 'reels=');
const MOCKING = cue('হাসে', 'হাসাহাসি', 'মজা নেয়', 'ট্রল', 'hashe', 'hasahasi', 'moja ney', 'troll', 'laugh', 'laughing', 'make fun');
const MY_PICTURE = cue('আমার ছবি', 'আমার ভিডিও', 'amar chobi', 'amar video', 'my photo', 'my picture', 'my pic', 'my video', 'my photos', 'my pictures');
const FAKE_ID = cue('ফেক আইডি', 'ভুয়া আইডি', 'fake id', 'fake account', 'fake profile', 'bhuya id');
const IN_MY_NAME = cue('আমার নামে', 'amar nam', 'my name', 'বাজে পোস্ট', 'baje post', 'posts=', 'post dey');
const NOTHING_PLEASES = cue(
  'কিছুই ভালো লাগে না', 'কিছু ভালো লাগে না', 'kichui bhalo lage na', 'kichu bhalo lage na', 'nothing makes me happy',
  'don t enjoy anything', 'nothing feels good', 'enjoy nothing',
);
const EMPTY_DAYS = cue(
  'মানে নাই', 'মানে নেই', 'mane nai', 'mane nei', 'no meaning', 'meaningless', 'pointless', 'মাস ধরে', 'mash dhore',
  'sara din', 'সারা দিন', 'শুয়ে থাকি', 'shuye thaki', 'suye thaki', 'stay in bed', 'for months', 'for weeks',
);

/** A question about a lesson, a story or a word: its cues speak of no one. */
const LESSON_FRAME = cue(
  'অধ্যায়', 'পাঠ=', 'গল্প', 'গল্পে', 'কবিতা', 'নাটক', 'উপন্যাস', 'রচনা', 'অর্থ=', 'প্রাথমিক চিকিৎসা', 'পরীক্ষণ', 'বইয়ে', 'বইতে',
  'odhay', 'golpo', 'kobita', 'rochona', 'boi te', 'chapter', 'lesson', 'story', 'poem', 'novel', 'essay', 'vocabulary',
  'definition', 'first aid', 'experiment', 'textbook', 'physics', 'পদার্থবিজ্ঞান', 'history', 'ইতিহাস',
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
}

const COMBINATIONS: Combination[] = [
  // A method, asked about with a purpose, a count, a finality or at the end of one's strength.
  // (The purpose is the student's: "how fast does cobra poison kill a person?" is a question about the world.)
  { kind: 'self_harm', needs: [POISON, anyCue(PURPOSE, LAST_STRAW, WISH)], support: [DEADLY, HOW_LONG, HOW_MUCH, FINALITY], atLeast: 1, unless: [NO_WISH] },
  // Train tracks, a gun at the head, letters left for everyone.
  { kind: 'self_harm', needs: [RAIL, STAY_THERE], support: [WISH, FINALITY, LAST_STRAW], atLeast: 1, unless: [NO_WISH] },
  { kind: 'self_harm', needs: [GUN, AT_HEAD], support: [DEADLY, FINALITY, ME, WISH], atLeast: 1 },
  { kind: 'self_harm', needs: [NOT_HERE], support: [LETTERS, FINALITY], atLeast: 1, unless: [TRIP] },
  // A cloth or a rope tied to a fan or the ceiling, with a finality or a wish.
  { kind: 'self_harm', needs: [LIGATURE, ANCHOR], support: [FINALITY, WISH, LAST_STRAW], atLeast: 1, unless: [NO_WISH] },
  { kind: 'self_harm', needs: [MEDICINE, DEADLY, anyCue(PURPOSE, LAST_STRAW, WISH)], support: [], atLeast: 0, unless: [NO_WISH] },
  // (Not a ball or an animal that jumps: "ছাদ থেকে বল লাফ দিয়ে কত উপরে ওঠে?")
  { kind: 'self_harm', needs: [HIGH_PLACE, JUMP], support: [WISH, FINALITY, LAST_STRAW, PURPOSE], atLeast: 1, unless: [NO_WISH, OTHER_OBJECT] },
  // Going away for ever, never waking: with a wish or a reason.
  { kind: 'self_harm', needs: [FINALITY, GOING], support: [WISH, LAST_STRAW, PURPOSE, ME], atLeast: 2, unless: [TRIP] },
  // Cutting oneself, told plainly: the body, blood, again, hidden.
  { kind: 'self_harm', needs: [SELF_CUT, ME], support: [BODY, BLEEDING, SECRET_HURT, AGAIN], atLeast: 3, unless: [ACCIDENT] },
  // Adults burning, putting out, starving, wishing a child dead.
  { kind: 'abuse', needs: [ADULT_ANY, BURNED], support: [WOUND, DISTRESS, AGAIN, ME, PUNISHED], atLeast: 1 },
  { kind: 'abuse', needs: [ADULT_ANY, PUT_OUT], support: [NOT_FED, NIGHT, ME, AGAIN], atLeast: 1 },
  { kind: 'abuse', needs: [ADULT_ANY, WISHED_DEAD], support: [SAYS, AGAIN, ME], atLeast: 1 },
  // Touch, gifts, meetings alone, secrets.
  { kind: 'sexual_exploitation', needs: [BED_VISIT, ADULT_ANY], support: [NIGHT, KEEP_SECRET, DISTRESS, PRETEND_SLEEP], atLeast: 2 },
  { kind: 'sexual_exploitation', needs: [TOUCHED], support: [ADULT_ANY, ALONE, KEEP_SECRET, DISTRESS], atLeast: 2 },
  { kind: 'sexual_exploitation', needs: [KEEP_SECRET], support: [GIFT, ALONE, MEET, NIGHT, PHOTO, STRANGER], atLeast: 2, unless: [SURPRISE] },
  { kind: 'sexual_exploitation', needs: [GIFT, ALONE], support: [MEET, NIGHT, STRANGER], atLeast: 1, unless: [SURPRISE] },
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
export function combinedSignals(words: readonly string[]): SafetyKind[] {
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
  if (has(LESSON_FRAME) && !has(PURPOSE)) return [];
  return COMBINATIONS.filter(
    (c) =>
      c.needs.every(has) &&
      c.support.filter(has).length >= c.atLeast &&
      !(c.unless ?? []).some(has),
  ).map((c) => c.kind);
}
