import type { OverrulingContext } from './lexicon';
import { allWithin, cue, findCue } from './matcher';
import type { Cue } from './matcher';

// Contexts that can overrule an ambiguous rule (lexicon.ts): students say "I'll die" of an exam
// and "suicide" of a king. None of them clears a message: they hand an ambiguous rule's finding
// to the statistical model, which still flags a real distress sentence inside a joke or a lesson.

/** Laughter and jest: "lol", "haha", "😂", "jk", "মজা করে বলছি". */
const JOKE = cue(
  'lol=', 'lolz=', 'lmao', 'lmfao', 'rofl', 'haha', 'hehe', 'hihi', 'হাহা', 'হা হা', 'হিহি', 'হে হে', 'jk=', 'just kidding',
  'kidding', 'joking', 'মজা করে বল', 'মজা করলাম', 'moja kore bol', 'moja korlam', 'xd=', 'ded=',
);
/** Saying it is no joke: cancels the laughter ("not joking", "এটা মজা না", "sotti bolchi"). */
const NOT_JOKING = cue(
  'not joking', 'no joke', 'not a joke', 'not kidding', 'seriously', 'serious=', 'for real', 'i mean it',
  'মজা না', 'মজা করছি না', 'মজা করতেছি না', 'সত্যি বলছি', 'সিরিয়াসলি', 'ফান না', 'moja na', 'moja korchi na',
  'moja kortesi na', 'sotti bolchi', 'sotti boltesi', 'seriously bolchi', 'fun na',
);
/** Laughing, winking and "I'm dead (of laughing)" emoji; not the crying or broken-hearted ones. */
const JOKE_EMOJI = /[\u{1F602}\u{1F923}\u{1F605}\u{1F606}\u{1F639}\u{1F61C}\u{1F61D}\u{1F92A}\u{1F480}\u{1F643}\u{1F601}]/u;

/** Schoolwork that "kills" a student in everyday exaggeration. */
const SCHOOLWORK = cue(
  'পরীক্ষা', 'পরীক্ষায়', 'এক্সাম', 'হোমওয়ার্ক', 'বাড়ির কাজ', 'অঙ্ক', 'অংক', 'রেজাল্ট', 'ফলাফল', 'সিলেবাস', 'অ্যাসাইনমেন্ট',
  'ক্লাস টেস্ট', 'পড়া', 'পড়ার চাপ', 'কোচিং', 'প্রাইভেট', 'টেস্ট', 'মডেল টেস্ট', 'চ্যাপ্টার', 'অধ্যায়',
  'porikkha', 'exam', 'homework', 'onko', 'ongko', 'result', 'syllabus', 'assignment', 'class test', 'test=', 'tests=',
  'pora=', 'porar chap', 'coaching', 'private=', 'chapter', 'math', 'maths', 'physics', 'chemistry', 'biology',
  'algebra', 'geometry', 'grammar', 'project', 'quiz', 'board exam', 'ssc=', 'jsc=', 'model test', 'lab report',
  'deadline', 'viva', 'presentation',
);
/** Killing or dying as exaggeration: "এই অঙ্ক আমাকে মেরে ফেলবে", "exam e more jabo", "this chapter is killing me". */
const HYPERBOLE = cue(
  'মেরে ফেলবে', 'মেরে ফেলতেছে', 'মেরে ফেলছে', 'মরে যাব', 'মরেই যাব', 'মইরা যামু', 'মরে যাচ্ছি', 'শেষ আমি', 'আমি শেষ',
  'mere felbe', 'mere feltese', 'mere felteche', 'more jabo', 'morei jabo', 'moira jamu', 'more jacchi', 'ami shesh',
  'shesh ami', 'kill me', 'killing me', 'will kill me', 'gonna kill me', 'i ll die', 'i will die', 'i m dead', 'im dead',
  'i m dying', 'im dying', 'i want to die', 'my life is over', 'life is over', 'life shesh', 'amar life shesh',
  'জীবন শেষ', 'jibon shesh',
);
/** A lesson, a story, history or general knowledge: the words there speak of others. */
const LESSON_FRAME = cue(
  'ইতিহাস', 'ইতিহাসে', 'গল্প', 'গল্পে', 'কবিতা', 'কবিতায়', 'উপন্যাস', 'নাটক', 'চরিত্র', 'সাহিত্য', 'বইয়ে', 'বইতে',
  'পাঠ্যবই', 'অধ্যায়', 'সাধারণ জ্ঞান', 'জীববিজ্ঞান', 'বিজ্ঞান', 'অর্থনীতি', 'সমাজ', 'দিবস', 'যুদ্ধ', 'দুর্ভিক্ষ',
  'সম্রাট', 'রাজা', 'নবাব', 'জমিদার', 'লেখক', 'কবি=', 'রচনা', 'প্রবন্ধ', 'সারাংশ', 'সারমর্ম', 'পোস্টার', 'ক্যাম্পেইন',
  'itihas', 'golpo', 'kobita', 'uponnas', 'natok', 'choritro', 'sahitto', 'boi te', 'boi e', 'odhay',
  'sadharon gyan', 'jibobiggan', 'biggan', 'orthoniti', 'somaj', 'dibos', 'juddho', 'durbhikkho', 'somrat',
  'raja=', 'nobab', 'jomidar', 'lekhok', 'rochona', 'probondho', 'poster', 'campaign',
  'history', 'story', 'stories', 'poem', 'novel', 'drama', 'character', 'literature', 'textbook', 'book=',
  'chapter', 'lesson', 'general knowledge', 'biology', 'science', 'economics', 'social science', 'war=',
  'famine', 'emperor', 'king=', 'queen', 'samurai', 'author', 'poet', 'essay', 'summary', 'awareness', 'prevention',
  'movie', 'film', 'news', 'article', 'debate', 'why did', 'why do people', 'why do some people', 'how did',
  // Practicals and health lessons: cutting a section, what a dose does to the body.
  'ব্যবহারিক', 'প্রস্থচ্ছেদ', 'স্বাস্থ্য', 'লিভার', 'বিপজ্জনক', 'কী হয়', 'practical', 'prosthochhed', 'prosthocched',
  'section', 'health', 'liver', 'dangerous', 'bipodjonok', 'what happens', 'ki hoy',
);
/** The student saying it is not about them: "I never think of hurting myself", "I don't want to die, just …". */
const DENIAL = cue(
  'never think of', 'never thought of', 'never think about', 'not suicidal', 'i m not suicidal', 'don t want to die',
  'dont want to die', 'do not want to die', 'don t wanna die', 'কখনো ভাবি না', 'কখনো ভাবিনি', 'কখনো চিন্তা করি না',
  'মরতে চাই না', 'kokhono bhabi na', 'kokhono bhabini', 'morte chai na', 'এটা শুধু', 'eta shudhu', 'this is just a',
  'just a question', 'শুধু জানতে চাই', 'just curious', 'for a project', 'for my project',
);

const IDIOM_WINDOW = 8;

/** The contexts in the message that can overrule an ambiguous rule's finding. */
export function overrulingContexts(message: string, words: readonly string[]): Set<OverrulingContext> {
  const found = new Set<OverrulingContext>();
  const has = (c: Cue) => findCue(words, c).length > 0;
  if (!has(NOT_JOKING)) {
    if (JOKE_EMOJI.test(message.slice(0, 4000)) || has(JOKE)) found.add('joke');
    if (allWithin([findCue(words, SCHOOLWORK), findCue(words, HYPERBOLE)], IDIOM_WINDOW)) found.add('idiom');
  }
  if (has(LESSON_FRAME)) found.add('lesson');
  if (has(DENIAL)) found.add('denial');
  return found;
}
