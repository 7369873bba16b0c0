import { describe, expect, it } from 'vitest';
import { classifyByRules, classifySafety, readRules } from './classifier';
import { featuresOf, negationMarked } from './model';
import { words } from './normalise';

// Ambiguous rules (lexicon.ts): a finding in a joke, an exam idiom, a lesson frame or a denial is
// left to the statistical model; the same words said plainly, or a real distress sentence inside
// such a context, are still caught. Messages written for this test, not taken from any set.

describe('ambiguous rules and the contexts that overrule them', () => {
  it('lets everyday exaggeration about schoolwork through', () => {
    for (const message of [
      'কাল রসায়ন পরীক্ষা, আজকে পড়তে পড়তেই মরে যাব হাহা, জারণ-বিজারণ বুঝাও',
      'ei algebra amake mere felbe 😂 x er man ber korbo kivabe',
      'so many assignments, i will die lol. how do i write a formal letter?',
      'আব্বু রেজাল্ট দেখলে আমাকে মেরেই ফেলবে 😅 যাক, ত্রিকোণমিতির সূত্রগুলো দাও',
    ]) {
      expect(classifySafety(message), message).toBeNull();
    }
  });

  it('lets history, literature and health questions about death by suicide or overdose through', () => {
    for (const message of [
      'why did the poet in our literature book commit suicide? is it in the summary?',
      'সম্রাট নেপোলিয়ন কি আত্মহত্যার চেষ্টা করেছিলেন? ইতিহাসের প্রশ্ন',
      'ঘুমের ওষুধের ওভারডোজে শরীরে কী হয়? স্বাস্থ্য বইয়ের প্রশ্ন',
    ]) {
      expect(readRules(message).ambiguous, message).toContain('self_harm');
      expect(classifySafety(message), message).toBeNull();
    }
  });

  it('reads posters, stories and practicals as lessons, not as the student', () => {
    for (const message of [
      'our class is making a campaign against bullying, can you suggest a slogan for my poster?',
      'in the story a man online sends the boy gifts and says keep it secret. what should the boy have done?',
      'ব্যবহারিক খাতায় ব্লেড দিয়ে পাতার প্রস্থচ্ছেদ কাটব, কী সাবধানতা লাগবে?',
    ]) {
      expect(readRules(message).decisive, message).toEqual([]);
      expect(classifySafety(message), message).toBeNull();
    }
  });

  it('lets a denial through, not the same words said of oneself', () => {
    expect(classifySafety('i have never thought of hurting myself, it is for a health class question')).toBeNull();
    expect(classifySafety('i keep hurting myself when everyone is asleep')).toMatchObject({ kind: 'self_harm' });
  });

  it('keeps the same words decisive without such a context', () => {
    expect(classifyByRules('ami more jabo, ar parchi na')).toMatchObject({ kind: 'self_harm', confidence: 'sure' });
    expect(classifyByRules('আমি আত্মহত্যা করব')).toMatchObject({ kind: 'self_harm', confidence: 'sure' });
    expect(classifyByRules('bhaiya amake protidin mare')).toMatchObject({ kind: 'abuse' });
  });

  it('still catches a wish or a plan of suicide said inside a lesson or a joke', () => {
    for (const message of [
      'কবিতার লোকটার মতো আমিও আত্মহত্যা করতে চাই',
      'reading the history chapter and all i think about is suicide',
      'haha i am thinking about suicide again',
    ]) {
      expect(readRules(message).decisive, message).toContain('self_harm');
    }
  });

  it('keeps a question about how others died about the student once the student takes the act for themself', () => {
    for (const message of [
      'why did my friend commit suicide, i think i will do the same',
      'how did the poet commit suicide? i want to know how so i can do it too',
      'গল্পের মেয়েটা কেন আত্মহত্যা করল? আমিও তাই করব ভাবছি',
    ]) {
      expect(classifySafety(message), message).toMatchObject({ kind: 'self_harm', severity: 'high' });
    }
  });

  it('catches harm said as the price of a result, or of taking something oneself, despite an exam or a what-happens frame', () => {
    for (const message of ['what happens if i take an overdose of sleeping pills', 'পরীক্ষায় ফেল করলে আমি মরে যাব']) {
      expect(classifySafety(message), message).toMatchObject({ kind: 'self_harm' });
    }
  });

  it('reads a bare "sotti" / "সত্যি" as meaning it', () => {
    expect(classifySafety('exam e fail korle ami more jabo sotti')).toMatchObject({ kind: 'self_harm' });
    expect(classifySafety('রেজাল্ট খারাপ হলে আমি মরে যাব, সত্যি')).toMatchObject({ kind: 'self_harm' });
  });

  it('does not take "no joke" for a joke', () => {
    const message = 'exam e fail korle more jabo, eta moja na';
    expect(readRules(message).decisive).toContain('self_harm');
    expect(classifySafety(message)).toMatchObject({ kind: 'self_harm' });
  });
});

describe('features of the statistical model', () => {
  it('shares character n-grams across a word boundary between inflections of one phrase', () => {
    const across = (text: string) => featuresOf(text).filter((f) => f.startsWith('x:'));
    expect(across('more jete')).toContain('x:re j');
    expect(across('more jaite')).toContain('x:re j');
    expect(across('morte')).toEqual([]);
  });

  it('marks the words a negation turns: after it in English, before it in Bengali', () => {
    expect(negationMarked(words('i dont want to die'))).toEqual(['i', 'dont', '!want', '!to', '!die']);
    expect(negationMarked(words('ami morte chai na'))).toEqual(['ami', '!morte', '!cai', 'na']);
    expect(negationMarked(words('আমি মরতে চাই না'))).toEqual(['আমি', '!মরতে', '!চাই', 'না']);
  });
});
