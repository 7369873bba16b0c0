import { describe, expect, it } from 'vitest';
import { composeReply, shownConfidence } from './offline';
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
      ['ক্লোরোফিল কোথায় থাকে?', 'শ্বসন কাকে বলে?', 'পত্ররন্ধ্র দিয়ে কী ঢোকে?', 'গ্লুকোজ কোথায় তৈরি হয়?'].map((message) =>
        ask(message, { chapter: true }).text.split('\n\n').at(-1),
      ),
    );
    expect(endings.size).toBeGreaterThan(1);
  });
});

describe('a stuck student after an answer', () => {
  it.each(['জানি না', 'jani na', "I don't know", 'bujhi nai'])(
    'gets the point more simply, not "not covered": %s',
    (stuck) => {
      const first = ask('ক্লোরোফিল কোথায় থাকে?');
      const reply = ask(stuck, {
        history: [
          { role: 'user', content: 'ক্লোরোফিল কোথায় থাকে?' },
          { role: 'assistant', content: first.text },
        ],
      });
      expect(reply.text).toContain('আরও সহজ করে বলি');
      expect(reply.text).not.toContain('কিছু লেখা নেই');
    },
  );
});

describe('a word of ease inside a new question (review8 §10)', () => {
  const history: TutorTurn[] = [
    { role: 'user', content: 'ক্লোরোফিল কোথায় থাকে?' },
    { role: 'assistant', content: ask('ক্লোরোফিল কোথায় থাকে?', { chapter: true }).text },
  ];

  it.each(['easy way to understand respiration', 'শ্বসন কি সহজ?'])(
    'answers the new question, not the last answer again: %s',
    (message) => {
      const reply = ask(message, { chapter: true, history });
      expect(reply.text).not.toContain('আরও সহজ করে বলি');
      expect(reply.text).toContain('শ্বসন');
    },
  );

  it.each(['সহজ করে বলো', 'easy kore bolo', 'bujhi na', 'আবার বুঝিয়ে বলো'])(
    'still explains the last answer more simply when that is the request: %s',
    (message) => {
      expect(ask(message, { chapter: true, history }).text).toContain('আরও সহজ করে বলি');
    },
  );
});

describe('comparisons, questions of two parts, and confidence as shown (round 6)', () => {
  const filler =
    'শিক্ষক ক্লাসে একটি পরীক্ষা করে দেখালেন, আর আমরা খাতায় যা দেখলাম তা লিখে রাখলাম। এভাবে হাতে-কলমে দেখলে বিষয়টি মনে থাকে।';
  const magnets = {
    id: 11,
    name: 'চুম্বক ও তার প্রকার',
    chapterName: 'চুম্বকত্ব',
    subjectName: 'বিজ্ঞান',
    content: [
      'চুম্বক লোহা, নিকেল ও কোবাল্টকে আকর্ষণ করে। এই পাঠে আমরা দুই রকম চুম্বক চিনব।',
      '## স্থায়ী চুম্বক',
      `যে চুম্বক সবসময় চুম্বকত্ব ধরে রাখে, তাকে **স্থায়ী চুম্বক** বলে। এটি সাধারণত ইস্পাত দিয়ে তৈরি হয়। ${filler} ${filler}`,
      `ঘোড়ার নালের মতো বাঁকানো চুম্বক আর দণ্ড চুম্বক দুটিই স্কুলের ল্যাবরেটরিতে দেখা যায়। ${filler}`,
      '## অস্থায়ী চুম্বক',
      `যে চুম্বক শুধু তারের কুণ্ডলীতে বিদ্যুৎ চললে চুম্বকত্ব পায়, তাকে **অস্থায়ী চুম্বক** বা তড়িৎচুম্বক বলে। এটি কাঁচা লোহা দিয়ে তৈরি হয়। ${filler} ${filler}`,
      `বিদ্যুৎ বন্ধ করলে এর চুম্বকত্ব চলে যায়, তাই দরকারমতো চালু-বন্ধ করা যায়। ${filler}`,
      '## চুম্বকের ব্যবহার',
      'দিক চেনার কম্পাসে স্থায়ী চুম্বক থাকে। পুরোনো গাড়ি তোলার ক্রেনে অস্থায়ী চুম্বক ব্যবহার করা হয়, কারণ বিদ্যুৎ বন্ধ করলেই গাড়িটা ছেড়ে দেওয়া যায়।',
    ].join('\n\n'),
  };
  const askMagnets = (message: string, language: 'bn' | 'en' = 'bn') =>
    composeReply({ topic: magnets, chapterTopics: [magnets], language, message, history: [] });

  it('answers "the difference between X and Y" from the passage on each, saying where each is from', () => {
    const reply = askMagnets('স্থায়ী চুম্বক আর অস্থায়ী চুম্বকের মধ্যে তফাত কী?');
    expect(reply.text).toContain('সবসময় চুম্বকত্ব ধরে রাখে');
    expect(reply.text).toContain('শুধু তারের কুণ্ডলীতে বিদ্যুৎ চললে');
    expect(reply.text).toContain('«স্থায়ী চুম্বক»');
    expect(reply.text).toContain('«অস্থায়ী চুম্বক»');
    expect(reply.text.trim().endsWith('?')).toBe(true);
    expect(reply.assessment.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it('answers both halves of a two-part question, the second from the passage that has it', () => {
    const reply = askMagnets('অস্থায়ী চুম্বক কাকে বলে? আর ক্রেনে এটা কেন লাগে?');
    expect(reply.text).toContain('তাকে **অস্থায়ী চুম্বক** বা তড়িৎচুম্বক বলে');
    expect(reply.text).toContain('ক্রেনে অস্থায়ী চুম্বক ব্যবহার করা হয়');
    // A definition with a use asked beside it is a question, not a request for uses alone.
    const withUse = askMagnets('স্থায়ী চুম্বক কাকে বলে? এর একটি ব্যবহার লেখো।');
    expect(withUse.text).toContain('তাকে **স্থায়ী চুম্বক** বলে');
  });

  it('leaves a one-part question to the passage that answers it', () => {
    const reply = askMagnets('স্থায়ী চুম্বক কাকে বলে?');
    expect(reply.text).toContain('তাকে **স্থায়ী চুম্বক** বলে');
    expect(reply.text).not.toContain('ক্রেনে');
  });

  it('caps confidence by how much of the question the reply shows', () => {
    const index = indexTopic(magnets.content);
    const words = ['অস্থায়ী', 'চুম্বক', 'ক্রেন'];
    expect(shownConfidence(index, words, 'পুরোনো গাড়ি তোলার ক্রেনে অস্থায়ী চুম্বক ব্যবহার করা হয়।', 0.9)).toBe(0.9);
    expect(shownConfidence(index, words, 'শিক্ষক ক্লাসে একটি পরীক্ষা করে দেখালেন।', 0.9)).toBeLessThan(0.5);
    // Words the lesson never uses cannot be shown, so they do not lower it.
    expect(shownConfidence(index, [...words, 'জাহাজ'], 'ক্রেনে অস্থায়ী চুম্বক', 0.8)).toBe(0.8);
  });
});

describe('follow-ups continue what the student was shown (round 7)', () => {
  const converse = (messages: string[]) => {
    const history: TutorTurn[] = [];
    return messages.map((message) => {
      const reply = ask(message, { history: [...history] });
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.text });
      return reply.text;
    });
  };

  it.each(['আরেকটা দাও', 'arekta dao', 'another one'])('gives the next example on "%s", not the overview', (more) => {
    const [first, second] = converse(['একটা উদাহরণ দাও', more]);
    expect(first).toContain('অন্ধকার ঘরে');
    expect(second).toContain('বুদবুদ');
    expect(second).not.toContain('অন্ধকার ঘরে');
  });

  it.each(['কেন?', 'keno?', 'why?'])('gives the lesson’s reason on a bare "%s"', (why) => {
    const filler = 'শীতের দেশে পুকুরের ওপরটা জমে যায়, কিন্তু নিচের পানি তরল থাকে আর মাছেরা বেঁচে থাকে।';
    const ice = {
      ...topic,
      content: [
        'পানি তিন অবস্থায় থাকে।',
        '## বরফ ভাসে',
        `বরফ পানিতে ভাসে, ডোবে না। ${filler} ${filler} ${filler} ${filler} ${filler} ${filler}`,
        'এর কারণ, জমে গেলে আয়তন বাড়ে আর ঘনত্ব কমে যায়।',
      ].join('\n\n'),
    };
    const first = composeReply({ topic: ice, language: 'bn', message: 'বরফ কি পানিতে ভাসে?', history: [] });
    const reply = composeReply({
      topic: ice,
      language: 'bn',
      message: why,
      history: [
        { role: 'user', content: 'বরফ কি পানিতে ভাসে?' },
        { role: 'assistant', content: first.text },
      ],
    });
    expect(first.text).not.toContain('ঘনত্ব কমে');
    expect(reply.text).toContain('ঘনত্ব কমে');
  });

  it('goes on to the next part on "তারপর কী?"', () => {
    const [first, next] = converse(['ক্লোরোফিল কোথায় থাকে?', 'তারপর কী?']);
    expect(first).toContain('ক্লোরোপ্লাস্ট');
    expect(next).toContain('কার্বন ডাইঅক্সাইড');
  });
});

describe('confidence of a reply that does not answer what was asked (round 7)', () => {
  it.each(['আরও সহজ করে বলো', 'আরেকটা উদাহরণ দাও', 'কেন?'])(
    'a follow-up "%s" after a question no passage answered is not confident',
    (followUp) => {
      const question = 'ইনসুলিন হরমোন কোথা থেকে আসে?';
      const first = ask(question);
      expect(first.assessment.confidence).toBeLessThan(0.5);
      const reply = ask(followUp, {
        history: [
          { role: 'user', content: question },
          { role: 'assistant', content: first.text },
        ],
      });
      expect(reply.assessment.confidence).toBeLessThan(0.5);
    },
  );

  it('a follow-up that the previous answer anchors keeps its confidence', () => {
    const question = 'ক্লোরোফিল কোথায় থাকে?';
    const first = ask(question);
    const reply = ask('আরও সহজ করে বলো', {
      history: [
        { role: 'user', content: question },
        { role: 'assistant', content: first.text },
      ],
    });
    expect(reply.assessment.confidence).toBeGreaterThanOrEqual(0.5);
  });
});

describe('follow-ups with nothing behind them (review of round 7)', () => {
  it('explains another way on "explain it another way", not with a worked example', () => {
    const question = 'ক্লোরোফিল কোথায় থাকে?';
    const first = ask(question, { language: 'en' });
    const reply = ask('explain it another way', {
      language: 'en',
      history: [
        { role: 'user', content: question },
        { role: 'assistant', content: first.text },
      ],
    });
    const example = ask('give an example', { language: 'en' });
    expect(example.text).toContain('part “উদাহরণ');
    expect(reply.text).not.toContain('part “উদাহরণ');
    expect(reply.text).toContain('ক্লোরোপ্লাস্ট');
  });

  it('is not confident on a follow-up with no question before it', () => {
    const first = ask('আরও সহজ করে বলো');
    const why = ask('কেন?', {
      history: [
        { role: 'user', content: 'আরও সহজ করে বলো' },
        { role: 'assistant', content: first.text },
      ],
    });
    expect(first.assessment.confidence).toBeLessThan(0.5);
    expect(why.assessment.confidence).toBeLessThan(0.5);
  });
});
