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

const respiration = {
  id: 2,
  name: 'শ্বসন',
  content:
    'জীব খাদ্য ভেঙে শক্তি পায়; এই প্রক্রিয়ার নাম **শ্বসন**। শ্বসন ঘটে কোষের মাইটোকন্ড্রিয়া নামের অঙ্গাণুতে, ' +
    'যেখানে গ্লুকোজ অক্সিজেনের সাহায্যে ভেঙে কার্বন ডাইঅক্সাইড, পানি আর শক্তি তৈরি হয়।',
  chapterName: 'উদ্ভিদের খাদ্য',
  subjectName: 'বিজ্ঞান',
};

function ask(
  message: string,
  options: { language?: 'bn' | 'en'; history?: TutorTurn[]; content?: string; chapter?: boolean } = {},
) {
  const open = { ...topic, content: options.content ?? topic.content };
  return composeReply({
    topic: open,
    ...(options.chapter && { chapterTopics: [open, respiration] }),
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
  it('answers a question in a few sentences from the passage that covers it, saying where, and asks the student something', () => {
    const reply = ask('ক্লোরোফিল কোথায় থাকে?');
    expect(reply.text).toContain('এই পাঠের «সালোকসংশ্লেষণ কোথায় ঘটে» অংশ থেকে:');
    expect(reply.text).toContain('ক্লোরোপ্লাস্টের ভেতরে থাকে সবুজ রঞ্জক **ক্লোরোফিল**');
    expect(reply.text.trim().endsWith('?')).toBe(true);
    expect(reply.assessment).toEqual({ confidence: 0.95, requiresTeacherAttention: false });

    const equation = ask('সালোকসংশ্লেষণের সমীকরণ লেখো');
    expect(equation.text).toContain('$$6CO_2 + 6H_2O \\xrightarrow{\\text{আলো, ক্লোরোফিল}} C_6H_{12}O_6 + 6O_2$$');
  });

  it('explains the topic: the introduction and the outline, then asks where to start', () => {
    for (const message of ['এই বিষয়টি ব্যাখ্যা কর', 'বিষয়টি বুঝিয়ে বলো', 'সালোকসংশ্লেষণ ব্যাখ্যা করো']) {
      const reply = ask(message);
      expect(reply.text, message).toContain('চলো, «সালোকসংশ্লেষণ» বিষয়টি সহজ করে বুঝে নিই।');
      expect(reply.text).toContain(lessonParagraph('সবুজ উদ্ভিদ নিজের খাদ্য'));
      expect(reply.text).toContain('«প্রয়োজনীয় উপাদান ও সমীকরণ»');
      expect(reply.assessment.requiresTeacherAttention).toBe(false);
    }
  });

  it('gives a worked example, and another one when asked again', () => {
    const first = ask('একটি উদাহরণ দাও');
    expect(first.text).toContain('«উদাহরণ ১»');
    expect(first.text).toContain('একটি টবের গাছকে এক সপ্তাহ অন্ধকার ঘরে রাখা হলো');
    expect(first.assessment.requiresTeacherAttention).toBe(false);

    const second = ask('আরেকটি উদাহরণ দাও', {
      history: [
        { role: 'user', content: 'একটি উদাহরণ দাও' },
        { role: 'assistant', content: first.text },
      ],
    });
    expect(second.text).toContain('«উদাহরণ ২»');
    expect(second.text).not.toContain('একটি টবের গাছকে');
  });

  it('says where the topic is used from the lesson, or honestly that the lesson does not say', () => {
    for (const message of ['এটি কোথায় ব্যবহৃত হয়?', 'বাস্তব জীবনে এর ব্যবহার কী?']) {
      const reply = ask(message);
      expect(reply.text, message).toContain('আমরা যে ভাত, ডাল');
      expect(reply.assessment.requiresTeacherAttention).toBe(false);
    }
    const withoutUses = PHOTOSYNTHESIS_LESSON.replace(/## দৈনন্দিন জীবনে[\s\S]*?(?=## উদাহরণ)/, '');
    const honest = ask('এটি কোথায় ব্যবহৃত হয়?', { content: withoutUses });
    expect(honest.text).toContain('এই পাঠে আলাদা করে লেখা নেই');
    expect(honest.text).toContain('শিক্ষককে জিজ্ঞেস');
    expect(honest.assessment.requiresTeacherAttention).toBe(true);
  });

  it('admits when nothing in the chapter covers a question, suggests what it covers, and flags it', () => {
    for (const message of ['পৃথিবী থেকে চাঁদের দূরত্ব কত?', 'আলোর গতি কত?']) {
      const reply = ask(message, { chapter: true });
      expect(reply.text, message).toContain('এই অধ্যায়ে এ নিয়ে কিছু লেখা নেই');
      expect(reply.text).toContain('«শ্বসন»'); // what the chapter does cover
      expect(reply.assessment.confidence).toBeLessThan(0.5);
      expect(reply.assessment.requiresTeacherAttention).toBe(true);
    }
  });

  it('guides through an exercise question without giving away its answer', () => {
    const reply = ask('পাতাকে উদ্ভিদের রান্নাঘর বলা হয় কেন?');
    expect(reply.text).toContain('উত্তরটা আমি বলে দিচ্ছি না');
    expect(reply.text).toContain('ক্লোরোফিল'); // the explanation that helps
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

describe('offline tutor over a chapter', () => {
  it('finds the answer in another topic of the chapter and names that topic', () => {
    const reply = ask('শ্বসন কাকে বলে?', { chapter: true });
    expect(reply.text).toContain('অধ্যায়ের «শ্বসন» পাঠের');
    expect(reply.text).toContain('মাইটোকন্ড্রিয়া');
    expect(reply.assessment.requiresTeacherAttention).toBe(false);
  });

  it('reaches the same passage from Bengali, Banglish and English, with Latin or Bengali digits', () => {
    for (const [message, language] of [
      ['শ্বসন কাকে বলে?', 'bn'],
      ['khaddo bhenge shokti pay kivabe?', 'bn'],
      ['What is respiration?', 'en'],
    ] as const) {
      const reply = ask(message, { chapter: true, language });
      expect(reply.text, message).toContain('মাইটোকন্ড্রিয়া');
      expect(reply.assessment.requiresTeacherAttention).toBe(false);
    }
    const latin = ask('6 CO2 ar 6 H2O theke ki toiri hoy?', { chapter: true }).text;
    expect(ask('৬ CO2 আর ৬ H2O থেকে কী তৈরি হয়?', { chapter: true }).text).toBe(latin);
  });

  it('continues the previous turn on a follow-up and never repeats a reply word for word', () => {
    const first = ask('শ্বসন কাকে বলে?', { chapter: true });
    const history: TutorTurn[] = [
      { role: 'user', content: 'শ্বসন কাকে বলে?' },
      { role: 'assistant', content: first.text },
    ];
    const simpler = ask('আরও সহজ করে বলো', { chapter: true, history });
    expect(simpler.text).not.toBe(first.text);
    expect(simpler.text).toContain('শ্বসন');
    const again = ask('আরও সহজ করে বলো', {
      chapter: true,
      history: [...history, { role: 'user', content: 'আরও সহজ করে বলো' }, { role: 'assistant', content: simpler.text }],
    });
    expect(again.text).not.toBe(simpler.text);
    expect(again.text).not.toBe(first.text);
  });

  it('varies how replies end', () => {
    const endings = new Set(
      ['ক্লোরোফিল কোথায় থাকে?', 'শ্বসন কাকে বলে?', 'পত্ররন্ধ্র দিয়ে কী ঢোকে?', 'গ্লুকোজ কোথায় তৈরি হয়?'].map(
        (message) => ask(message, { chapter: true }).text.split('\n\n').at(-1),
      ),
    );
    expect(endings.size).toBeGreaterThan(1);
  });
});

describe('a stuck student after an answer', () => {
  it.each(['জানি না', 'jani na', "I don't know", 'bujhi nai'])('gets the point more simply, not "not covered": %s', (stuck) => {
    const first = ask('ক্লোরোফিল কোথায় থাকে?');
    const reply = ask(stuck, { history: [{ role: 'user', content: 'ক্লোরোফিল কোথায় থাকে?' }, { role: 'assistant', content: first.text }] });
    expect(reply.text).toContain('আরও সহজ করে বলি');
    expect(reply.text).not.toContain('কিছু লেখা নেই');
  });
});
