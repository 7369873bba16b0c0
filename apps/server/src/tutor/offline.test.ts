import { describe, expect, it } from 'vitest';
import { composeReply } from './offline';
import type { TutorTurn } from './provider';
import { indexTopic, rank } from './retrieval';
import { PHOTOSYNTHESIS_LESSON } from './test-support';
import { contentTokens } from './text';

const topic = {
  id: 1,
  name: 'সালোকসংশ্লেষণ',
  content: PHOTOSYNTHESIS_LESSON,
  chapterName: 'উদ্ভিদের খাদ্য',
  subjectName: 'বিজ্ঞান',
};

function ask(message: string, options: { language?: 'bn' | 'en'; history?: TutorTurn[]; content?: string } = {}) {
  return composeReply({
    topic: { ...topic, content: options.content ?? topic.content },
    language: options.language ?? 'bn',
    message,
    history: options.history ?? [],
  });
}

/** A paragraph of the lesson, found by its first words. */
function lessonParagraph(start: string): string {
  const paragraph = PHOTOSYNTHESIS_LESSON.split('\n\n').find((p) => p.startsWith(start));
  if (!paragraph) throw new Error(`no paragraph starts with ${start}`);
  return paragraph;
}

describe('retrieval over a lesson', () => {
  it('cuts the lesson into passages by kind, and finds the section that answers a question', () => {
    const index = indexTopic(PHOTOSYNTHESIS_LESSON);
    expect(index.passages.map((p) => p.kind)).toEqual([
      'intro',
      'body',
      'body',
      'body',
      'example',
      'example',
      'summary',
      'exercise',
      'answers',
    ]);
    expect(index.outline).toEqual([
      'সালোকসংশ্লেষণ কোথায় ঘটে',
      'প্রয়োজনীয় উপাদান ও সমীকরণ',
      'দৈনন্দিন জীবনে সালোকসংশ্লেষণের গুরুত্ব',
    ]);
    const best = rank(index, contentTokens('ক্লোরোফিল কোথায় থাকে?'))[0];
    expect(best?.passage.heading).toBe('সালোকসংশ্লেষণ কোথায় ঘটে');
    expect(best?.coverage).toBe(1);
  });
});

describe('offline tutor', () => {
  it('answers a question from the passage that covers it, keeping the lesson text and maths intact', () => {
    const reply = ask('ক্লোরোফিল কোথায় থাকে?');
    expect(reply.text).toContain('«সালোকসংশ্লেষণ কোথায় ঘটে» অংশে');
    expect(reply.text).toContain(lessonParagraph('পাতার কোষে থাকে'));
    expect(reply.text).toContain('নিজের ভাষায়'); // it asks the student to think, not just read
    expect(reply.assessment).toEqual({ confidence: 0.95, requiresTeacherAttention: false });

    const equation = ask('সালোকসংশ্লেষণের সমীকরণ লেখো');
    expect(equation.text).toContain('$$6CO_2 + 6H_2O \\xrightarrow{\\text{আলো, ক্লোরোফিল}} C_6H_{12}O_6 + 6O_2$$');
  });

  it('explains the topic: the introduction, the key points and the outline', () => {
    for (const message of ['এই বিষয়টি ব্যাখ্যা কর', 'বিষয়টি বুঝিয়ে বলো', 'সালোকসংশ্লেষণ ব্যাখ্যা করো']) {
      const reply = ask(message);
      expect(reply.text, message).toContain('চলো, «সালোকসংশ্লেষণ» বিষয়টি সহজ করে বুঝে নিই।');
      expect(reply.text).toContain(lessonParagraph('সবুজ উদ্ভিদ নিজের খাদ্য'));
      expect(reply.text).toContain('> - সালোকসংশ্লেষণ ঘটে পাতার ক্লোরোপ্লাস্টে');
      expect(reply.text).toContain('«প্রয়োজনীয় উপাদান ও সমীকরণ»');
      expect(reply.assessment.requiresTeacherAttention).toBe(false);
    }
  });

  it('gives a worked example, and another one when asked again', () => {
    const first = ask('একটি উদাহরণ দাও');
    expect(first.text).toContain('**উদাহরণ ১**');
    expect(first.text).toContain('একটি টবের গাছকে এক সপ্তাহ অন্ধকার ঘরে রাখা হলো');
    expect(first.text).toContain('১. পাতাকে উদ্ভিদের রান্নাঘর বলা হয় কেন?'); // an exercise to try next
    expect(first.assessment.requiresTeacherAttention).toBe(false);

    const second = ask('আরেকটি উদাহরণ দাও', {
      history: [
        { role: 'user', content: 'একটি উদাহরণ দাও' },
        { role: 'assistant', content: first.text },
      ],
    });
    expect(second.text).toContain('**উদাহরণ ২**');
    expect(second.text).not.toContain('**উদাহরণ ১**');
  });

  it('says where the topic is used from the lesson, or honestly that the lesson does not say', () => {
    for (const message of ['এটি কোথায় ব্যবহৃত হয়?', 'বাস্তব জীবনে এর ব্যবহার কী?']) {
      const reply = ask(message);
      expect(reply.text, message).toContain(lessonParagraph('আমরা যে ভাত, ডাল'));
      expect(reply.assessment.requiresTeacherAttention).toBe(false);
    }
    const withoutUses = PHOTOSYNTHESIS_LESSON.replace(/## দৈনন্দিন জীবনে[\s\S]*?(?=## উদাহরণ)/, '');
    const honest = ask('এটি কোথায় ব্যবহৃত হয়?', { content: withoutUses });
    expect(honest.text).toContain('এই পাঠে আলাদা করে লেখা নেই');
    expect(honest.text).toContain('শিক্ষককে জিজ্ঞেস করো');
    expect(honest.assessment.requiresTeacherAttention).toBe(true);
  });

  it('admits when the lesson does not cover a question, and flags it for a teacher', () => {
    for (const message of ['পৃথিবী থেকে চাঁদের দূরত্ব কত?', 'আলোর গতি কত?']) {
      const reply = ask(message);
      expect(reply.text, message).toContain('«সালোকসংশ্লেষণ» পাঠে এই প্রশ্নের উত্তর নেই');
      expect(reply.text).toContain('শিক্ষককে জিজ্ঞেস করো');
      expect(reply.assessment.confidence).toBeLessThan(0.5);
      expect(reply.assessment.requiresTeacherAttention).toBe(true);
    }
  });

  it('guides through an exercise question without giving away its answer', () => {
    const reply = ask('পাতাকে উদ্ভিদের রান্নাঘর বলা হয় কেন?');
    expect(reply.text).toContain('উত্তরটা আমি বলে দিচ্ছি না');
    expect(reply.text).toContain(lessonParagraph('পাতার কোষে থাকে')); // the explanation that helps
    expect(reply.text).not.toContain('তাই।'); // the answer list's line
  });

  it('answers in English when asked to, saying honestly that the lesson is in Bengali', () => {
    const reply = ask('explain this topic', { language: 'en' });
    expect(reply.text).toContain('The lesson is written in Bengali');
    expect(reply.text).toContain(lessonParagraph('সবুজ উদ্ভিদ নিজের খাদ্য'));
    const unknown = ask('What is the speed of light?', { language: 'en' });
    expect(unknown.text).toContain('does not cover this question');
    expect(unknown.assessment.requiresTeacherAttention).toBe(true);
  });

  it('greets and thanks without alarming anyone, and encourages a confused student', () => {
    expect(ask('হ্যালো').assessment).toEqual({ confidence: 1, requiresTeacherAttention: false });
    expect(ask('ধন্যবাদ স্যার').text).toContain('তোমাকেও ধন্যবাদ!');
    const confused = ask('বুঝতে পারছি না');
    expect(confused.text.startsWith('চিন্তা কোরো না')).toBe(true);
    expect(confused.text).toContain('সহজ করে বুঝে নিই');
  });

  it('says so when the lesson has no text yet', () => {
    const reply = ask('ক্লোরোফিল কী?', { content: '' });
    expect(reply.text).toContain('এখনো কোনো লেখা যোগ করা হয়নি');
    expect(reply.assessment.requiresTeacherAttention).toBe(true);
  });
});
