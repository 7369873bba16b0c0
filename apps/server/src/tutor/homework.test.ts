import { describe, expect, it } from 'vitest';
import { composeReply } from './offline';
import type { TutorTurn } from './provider';
import { PHOTOSYNTHESIS_LESSON } from './test-support';

// A homework request ("লিখে দাও", "kore dao", "do my homework") is helped, not done and not
// refused: a first hint from the chapter's section, the next hints on request, a try checked
// against the section's key terms, and the whole section only after hints.

const topic = {
  id: 1,
  name: 'সালোকসংশ্লেষণ',
  content: PHOTOSYNTHESIS_LESSON,
  chapterName: 'উদ্ভিদের খাদ্য',
  subjectName: 'বিজ্ঞান',
};

const INTEREST_LESSON = `সরল মুনাফায় প্রতি বছর শুধু আসলের ওপর মুনাফা হয়।

## সূত্র

মুনাফা $I = Pnr$, যেখানে $P$ আসল, $n$ বছর আর $r$ মুনাফার হার।

## অনুশীলনী

১. সরল মুনাফা কাকে বলে?

২. বার্ষিক ৮% সরল মুনাফায় ৬৫০০ টাকার ৩ বছরের মুনাফা নির্ণয় করো।
`;

/** Asks a conversation turn by turn, as the service stores it (the reply's state with it). */
function converse(messages: string[], options: { language?: 'bn' | 'en'; content?: string } = {}) {
  const history: TutorTurn[] = [];
  const open = { ...topic, content: options.content ?? topic.content };
  return messages.map((message) => {
    const reply = composeReply({ topic: open, language: options.language ?? 'bn', message, history: [...history] });
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: reply.text, ...(reply.state != null && { state: reply.state }) },
    );
    return reply;
  });
}

const endsWithQuestion = (text: string) => /[?？]\s*$/u.test(text.trim());

describe('a homework request', () => {
  it.each([
    'বাড়ির কাজ: ক্লোরোফিল কোথায় থাকে, লিখে দাও',
    'ক্লোরোফিল কোথায় থাকে এটা নিয়ে ৫ লাইন লিখে দাও, কালকে জমা',
    'amar homework ta kore dao: chlorophyll kothay thake',
  ])('gets a first hint from the section that covers it, not the answer or an unrelated exercise: %s', (message) => {
    const [reply] = converse([message]);
    expect(reply?.text).toContain('তোমার হয়ে লিখে দেব না');
    expect(reply?.text).toContain('«সালোকসংশ্লেষণ কোথায় ঘটে» অংশ থেকে');
    expect(reply?.text).toContain('**ক্লোরোফিল**');
    // Neither the exercise list nor its answer key.
    expect(reply?.text).not.toContain('অনুশীলনী');
    expect(reply?.text).not.toContain('রান্নাঘর বলা হয় কেন');
    expect(endsWithQuestion(reply?.text ?? '')).toBe(true);
    expect(reply?.state).toMatchObject({ homework: 1, hints: 1 });
  });

  it('in English is led in in English, saying the passage is Bengali', () => {
    const [reply] = converse(['pls do my homework: where does photosynthesis happen (সালোকসংশ্লেষণ কোথায় ঘটে)'], {
      language: 'en',
    });
    expect(reply?.text).toContain("I won't write it for you");
    expect(reply?.text).toContain('(in Bengali):');
    expect(endsWithQuestion(reply?.text ?? '')).toBe(true);
  });

  it('starts a task about a whole section (its heading’s words) at the head of the section, not the passage that matched best', () => {
    const items = ['অর্থবোধক', 'সামাজিক', 'নিয়মবদ্ধ', 'সৃজনশীল', 'পরিবর্তনশীল', 'অর্জিত', 'মানবিক', 'সংস্কৃতির বাহক'].map(
      (name, i) =>
        `**${i + 1}. ভাষা ${name}।** ` +
        'মানুষ কথা বলে, লেখে আর পড়ে; প্রতিদিনের জীবনে মনের ভাব প্রকাশের জন্য আমরা এই বৈশিষ্ট্যের ওপর নির্ভর করি, আর সমাজের সবাই মিলে এর রীতি ঠিক করে। '.repeat(
          3,
        ) +
        (i === 7 ? 'ভাষার এই বৈশিষ্ট্য বোঝা জরুরি।' : ''),
    );
    const content = `ভাষা মানুষের মনের ভাব প্রকাশের মাধ্যম।\n\n## ভাষার প্রধান বৈশিষ্ট্য\n\n${items.join('\n\n')}`;
    const [reply] = converse(['বাড়ির কাজ: ভাষার পাঁচটা বৈশিষ্ট্য লিখে দাও, কালকে জমা দিতে হবে'], { content });
    expect(reply?.text).toContain('**1. ভাষা অর্থবোধক।**');
    expect(reply?.text).not.toContain('সংস্কৃতির বাহক');
  });

  it('does not call an English lesson’s passage Bengali', () => {
    const content =
      '## The nakshi kantha\n\nA nakshi kantha is an **embroidered quilt** made from old saris joined with running stitches.';
    const [reply] = converse(['do my homework: a paragraph on the nakshi kantha'], { language: 'en', content });
    expect(reply?.text).toContain('part “The nakshi kantha”:');
    expect(reply?.text).not.toContain('(in Bengali)');
    expect(reply?.text).toContain('embroidered quilt');
  });

  it('gives the next part of the lesson for "আরেকটু hint দাও" / "next", and the whole section after hints', () => {
    const [first, second, third] = converse([
      'বাড়ির কাজ: ক্লোরোফিল কোথায় থাকে, লিখে দাও',
      'আরেকটু hint দাও',
      'answer ta bolo',
    ]);
    expect(first?.text).not.toContain('শিকড় মাটি থেকে পানি শোষণ করে');
    expect(second?.text).toContain('পরের ইঙ্গিত');
    expect(second?.text).toContain('শিকড় মাটি থেকে পানি শোষণ করে');
    expect(third?.text).toContain('পাঠে পুরোটা এভাবে আছে');
    expect(third?.text).toContain('ক্লোরোপ্লাস্টের ভেতরে থাকে সবুজ রঞ্জক');
    expect(third?.state).toBeUndefined();
    expect(endsWithQuestion(third?.text ?? '')).toBe(true);
    const [, next] = converse(['homework: chlorophyll kothay thake likhe dao', 'next step?']);
    expect(next?.text).toContain('শিকড় মাটি থেকে পানি শোষণ করে');
  });

  it('holds the whole answer back when asked for it straight after the first hint, with one more hint', () => {
    const [, second] = converse(['বাড়ির কাজ: ক্লোরোফিল কোথায় থাকে, লিখে দাও', 'উত্তরটা বলো']);
    expect(second?.text).toContain('নিজে একবার চেষ্টা করো');
    expect(second?.text).not.toContain('পাঠে পুরোটা এভাবে আছে');
  });

  it('takes a try that says "আমার উত্তর" for a try, not a request for the answer', () => {
    const [, check] = converse([
      'বাড়ির কাজ: ক্লোরোফিল কোথায় থাকে, লিখে দাও',
      'আমার উত্তর: পাতার ক্লোরোপ্লাস্টে ক্লোরোফিল থাকে আর সেটা আলো শোষণ করে',
    ]);
    expect(check?.text).toContain('ভালো চেষ্টা!');
    expect(check?.text).not.toContain('নিজে একবার চেষ্টা করো');
  });

  it('checks a try against the key terms of what was shown', () => {
    const [, check] = converse([
      'বাড়ির কাজ: ক্লোরোফিল কোথায় থাকে, লিখে দাও',
      'পাতার ক্লোরোপ্লাস্টে ক্লোরোফিল থাকে, সেটা আলো শোষণ করে',
    ]);
    expect(check?.text).toContain('ভালো চেষ্টা! তুমি ঠিকই লিখেছ: «ক্লোরোপ্লাস্ট», «ক্লোরোফিল»');
    expect(endsWithQuestion(check?.text ?? '')).toBe(true);
  });

  it('answers "X লিখে দাও" that hands nothing in (no paragraph, lines, sum or deadline) as a question', () => {
    for (const message of ['সালোকসংশ্লেষণের সমীকরণটা লিখে দাও', 'salokosongsleshon er somikoron ta likhe dao']) {
      const [reply] = converse([message]);
      expect(reply?.text, message).toContain('6CO_2 + 6H_2O');
      expect(reply?.text, message).not.toContain('তোমার হয়ে লিখে দেব না');
      expect(reply?.state, message).toBeUndefined();
    }
  });

  it('asks what the task is when the request names none', () => {
    for (const message of ['amar homework er answer dao', 'এই অংকটা করে দাও', 'just give me the answer']) {
      const [reply] = converse([message]);
      expect(reply?.text, message).toContain('অবশ্যই সাহায্য করব');
      expect(endsWithQuestion(reply?.text ?? ''), message).toBe(true);
    }
  });

  it('finds a book exercise by its number and guides it, the answer held back', () => {
    for (const message of ['৫ নম্বর প্রশ্নের উত্তর লিখে দাও', 'exercise 5 er answer ta kore dao']) {
      const [reply] = converse([message.replace('৫', '২').replace('5', '2')], { content: INTEREST_LESSON });
      expect(reply?.text, message).toContain('৬৫০০ টাকার ৩ বছরের মুনাফা');
      expect(reply?.state, message).toMatchObject({ guide: 1, exercise: true });
    }
    const [definition] = converse(['১ নম্বর প্রশ্নটা লিখে দাও'], { content: INTEREST_LESSON });
    expect(definition?.text).toContain('সরল মুনাফা কাকে বলে?');
    expect(definition?.text).toContain('শুধু আসলের ওপর মুনাফা হয়');
  });
});
