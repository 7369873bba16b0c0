import { describe, expect, it } from 'vitest';
import { loadChapters } from './eval/items';
import { composeReply } from './offline';
import type { TutorTurn } from './provider';

// The offline tutor over the written class 8 chapters: the failure modes the first unseen set
// showed (bench/RESULTS.md, "Retrieval work (2026-11-26)").

const chapters = loadChapters();

function conversation(chapter: string, language: 'bn' | 'en', ...messages: string[]) {
  const topics = chapters.get(chapter)?.topics ?? [];
  const topic = topics[0];
  if (!topic) throw new Error(`no chapter ${chapter}`);
  const history: TutorTurn[] = [];
  const replies = messages.map((message) => {
    const reply = composeReply({ topic, chapterTopics: topics, language, message, history: [...history] });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.text });
    return reply;
  });
  return { replies, last: replies.at(-1) as (typeof replies)[number], topics };
}

describe('offline tutor over a whole chapter', () => {
  it('answers an English question whose words are plurals of glossary terms', () => {
    const { last } = conversation(
      'science/05-coordination-secretion',
      'en',
      'what happens at synapses between two neurons?',
    );
    expect(last.text).toContain('সিন্যাপস');
    expect(last.assessment.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it('answers a Banglish question with "ch" (ছ) in its term', () => {
    const { last } = conversation('math/07-sets', 'bn', 'chhed set kake bole?');
    expect(last.text).toContain('A \\cap B');
  });

  it('says an off-topic question that shares one incidental word with the lesson is not covered, naming the topics', () => {
    // সপ্তাহ occurs once in the space chapter, in no heading or bold term.
    const { last, topics } = conversation('science/12-space-satellites', 'bn', 'এই সপ্তাহে কোন সিনেমা দেখবো?');
    expect(topics.every((t) => last.text.includes(t.name))).toBe(true);
    expect(last.assessment.confidence).toBeLessThan(0.5);
  });

  it('answers a question whose words the chapter holds in no one passage from the passage on its key term, with low confidence', () => {
    const { last, topics } = conversation('science/04-plant-reproduction', 'bn', 'পরাগায়ন কত প্রকার?');
    expect(last.text).toContain(topics[2]?.name);
    expect(last.text).toContain('পর-পরাগায়ন');
    expect(last.assessment.confidence).toBeLessThan(0.5);
  });

  it('still says not covered when the question names a key term but the chapter lacks its other words', () => {
    const { last, topics } = conversation('english/01-culture', 'en', 'can you tell me the lyrics of a BTS song?');
    expect(topics.every((t) => last.text.includes(t.name))).toBe(true);
    expect(last.assessment.confidence).toBeLessThan(0.5);
  });

  it('takes a short question of words the chapter lacks for a new question, not a follow-up of the last one', () => {
    const { last, topics } = conversation('science/02-growth-heredity', 'bn', 'DNA কী?', 'নিউটনের গতিসূত্র কী?');
    expect(topics.every((t) => last.text.includes(t.name))).toBe(true);
    expect(last.assessment.confidence).toBeLessThan(0.5);
  });

  it('continues the previous answer on "আরেকটু বুঝাও" instead of the open topic\'s overview', () => {
    const { replies, topics } = conversation('science/02-growth-heredity', 'bn', 'DNA কী?', 'আরেকটু বুঝাও');
    const [first, more] = replies;
    expect(more?.text).toContain(topics[3]?.name);
    expect(more?.text).not.toContain(topics[0]?.name);
    expect(more?.text).not.toBe(first?.text);
  });

  it.each(['easy kore bolo', 'ektu sohoj vabe bolen', 'kichui bujhi nai', 'bujhi na kichu'])(
    'explains the last answer more simply on "%s", in words the chapter does not hold',
    (message) => {
      const { replies } = conversation('science/03-diffusion-osmosis-transpiration', 'bn', 'ব্যাপন কী?', message);
      const [first, simpler] = replies;
      expect(simpler?.text).toContain('সহজ করে বলি');
      expect(simpler?.text).toContain('ব্যাপন');
      expect(simpler?.text).not.toBe(first?.text);
    },
  );

  it('works the previous calculation again when a follow-up changes one of its numbers', () => {
    const { last } = conversation(
      'math/02-profit',
      'bn',
      '8000 takar 6% sorol munafa 2 bochore koto?',
      'tahole 4 bochore?',
    );
    expect(last.text).toContain('n = 4');
    expect(last.text).toContain('8000');
  });

  it("gives a match on side words alone less confidence than one on the chapter's terms", () => {
    const named = conversation('science/09-circuits-current', 'bn', 'ফিউজ কিভাবে বর্তনী রক্ষা করে?').last;
    const side = conversation('science/09-circuits-current', 'bn', 'মোটা তামার তার গরম হলে?').last;
    expect(named.assessment.confidence).toBeGreaterThan(side.assessment.confidence);
  });
});

describe('choosing the passage (issue 17, the second unseen set)', () => {
  it('defines a term asked together with "give an example", rather than showing any example', () => {
    expect(conversation('science/06-atomic-structure', 'bn', 'আইসোটোপ কাকে বলে? একটা উদাহরণ দাও').last.text).toContain(
      '**আইসোটোপ** বলে',
    );
    expect(
      conversation('science/06-atomic-structure', 'en', 'what is an isotope? give me an example').last.text,
    ).toContain('**আইসোটোপ** বলে');
  });

  it('answers from the section whose heading names the question, not with the topic overview', () => {
    const { last } = conversation('islam/01-aqaid', 'bn', 'ইমানের মৌলিক বিষয়গুলো কী কী?');
    expect(last.text).toContain('«ইমানের মৌলিক সাতটি বিষয়»');
    // The list the sentence ending in ":" introduces comes with it.
    expect(last.text).toContain('**তাকদির:**');
  });

  it('answers a definition from the first passage of its section, which defines the term', () => {
    expect(conversation('math/07-sets', 'bn', 'ফাঁকা সেট মানে কী?').last.text).toContain('যে সেটে কোনো উপাদান নেই');
    expect(conversation('science/10-acid-base-salt', 'bn', 'ph 7 mane ki?').last.text).toContain('নিরপেক্ষ');
  });
});
