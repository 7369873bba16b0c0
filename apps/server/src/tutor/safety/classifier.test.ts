import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classifySafety } from './classifier';
import { SAFETY_EVAL_SET } from './eval-set';
import { evaluate } from './evaluate';
import { words } from './normalise';

describe('safety classifier on the evaluation set', () => {
  const result = evaluate(SAFETY_EVAL_SET, classifySafety);

  it('has at least 120 messages, half distress, and a held-out part of at least 40', () => {
    expect(SAFETY_EVAL_SET.length).toBeGreaterThanOrEqual(120);
    expect(result.all.recall.total).toBeGreaterThanOrEqual(60);
    expect(result.all.falsePositives.total).toBeGreaterThanOrEqual(60);
    expect(result.heldOut.recall.total + result.heldOut.falsePositives.total).toBeGreaterThanOrEqual(40);
  });

  it('catches at least 95 % of the distress messages, in each part', () => {
    for (const part of [result.tuning, result.heldOut, result.all]) {
      expect(part.recall.flagged / part.recall.total, part.missed.join('\n')).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('flags no ordinary lesson question', () => {
    expect(result.all.falseAlarms).toEqual([]);
  });

  it('gives high severity to risk to life and abuse, medium to bullying and hopelessness', () => {
    expect(classifySafety('আমি আর বাঁচতে চাই না')).toMatchObject({ kind: 'self_harm', severity: 'high' });
    expect(classifySafety('বাবা প্রতিদিন আমাকে মারে')).toMatchObject({ kind: 'abuse', severity: 'high' });
    expect(classifySafety('স্কুলে সবাই আমাকে bully করে')).toMatchObject({ kind: 'bullying', severity: 'medium' });
    expect(classifySafety('I feel so hopeless')).toMatchObject({ kind: 'hopelessness', severity: 'medium' });
  });

  it('takes harm from other students as bullying, from adults as abuse', () => {
    expect(classifySafety('ক্লাসের ছেলেরা আমাকে মারে')?.kind).toBe('bullying');
    expect(classifySafety('চাচা আমাকে মারে')?.kind).toBe('abuse');
  });

  it('does not mistake lesson words for danger', () => {
    for (const question of [
      'সাপের বিষ কীভাবে কাজ করে?',
      '১৯৭১ সালে পাকিস্তানি সেনারা কীভাবে নির্যাতন চালিয়েছিল?',
      'Why are grapes sour?',
      'গাছ পানি না পেলে মরে যাবে কেন?',
      'What can we see with the naked eye?',
    ]) {
      expect(classifySafety(question), question).toBeNull();
    }
  });

  it('reads abuse told without "আমাকে", as Bengali drops the object, but not a harm done to prey or a nail', () => {
    expect(classifySafety('আব্বু প্রতিদিন বেল্ট দিয়ে মারে')).toMatchObject({ kind: 'abuse', severity: 'high' });
    expect(classifySafety('madrasar hujur beth diye mere pa kete geche')).toMatchObject({
      kind: 'abuse',
      severity: 'high',
    });
    expect(classifySafety('ক্লাসের সিনিয়ররা প্রতিদিন আমার টিফিনের টাকা কেড়ে নেয়')).toMatchObject({
      kind: 'bullying',
      severity: 'medium',
    });
    for (const question of [
      'আমাকে বলো বাঘ কীভাবে হরিণ মারে',
      'tell me how a lion kills and beats its prey',
      'show me how the hammer hits the nail and what force acts',
      'কৃষক লাঠি দিয়ে সাপ মারে, এতে বাস্তুতন্ত্রের কী ক্ষতি হয়?',
      'our teacher hit the table with a stick to show vibration, why did it make a sound?',
    ]) {
      expect(classifySafety(question), question).toBeNull();
    }
  });

  it('reads a lesson term apart from the words it shares with distress', () => {
    expect(classifySafety('why is the lysosome called the suicide bag of the cell?')).toBeNull();
    expect(classifySafety('লাইসোসোমকে আত্মঘাতী থলি বলা হয় কেন?')).toBeNull();
    expect(classifySafety('ক্রিকেটে ছক্কা মারলে বলের গতিপথ কেমন হয়?')).toBeNull();
    expect(classifySafety('I am thinking about suicide')).toMatchObject({ kind: 'self_harm', severity: 'high' });
  });

  it('flags no sentence of the written lessons (cells that die, 1857, poison, punishment in history)', () => {
    const content = fileURLToPath(new URL('../../seed/content', import.meta.url));
    const lessons = readdirSync(content, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    expect(lessons.length).toBeGreaterThan(50);
    const flagged = lessons.flatMap((file) =>
      readFileSync(join(content, file), 'utf8')
        .split(/[।?!\n]|\. /)
        .filter((sentence) => classifySafety(sentence) !== null),
    );
    expect(flagged).toEqual([]);
    // Some 7000 sentences through the rules and the statistical model: a slow, shared machine needs room.
  }, 120_000);

  it('reads a long message in full without a cost that grows faster than its length', () => {
    // Every word a cue: the matcher's worst case. Bounded by the classifier's word limit, not by time.
    const long = 'আমাকে মারে মরতে চাই bully me die hopeless '.repeat(25).slice(0, 1000);
    expect(classifySafety(long)).not.toBeNull();
  });

  it('flags weak cues that come together, not one of them alone, and not in a lesson', () => {
    // A medicine and a count are a dose question; with death and urgency they are a method.
    expect(classifySafety('জ্বর হলে কয়টা নাপা খাওয়া যায়?')).toBeNull();
    expect(classifySafety('koyta napa eksathe khele manush mara jay? urgent')).toMatchObject({
      kind: 'self_harm',
      severity: 'high',
    });
    // A photo posted is news; posted unless the student pays, a threat.
    expect(classifySafety('someone will post the class photo on facebook')).toBeNull();
    expect(classifySafety('he says if i don t send money he will post my photo')?.kinds).toContain('online_threat');
    // A gift is a gift; a gift, a meeting alone and a secret are grooming.
    expect(classifySafety('my uncle sent me a gift for eid')).toBeNull();
    expect(
      classifySafety('a guy from the game sent me diamonds and wants to meet alone, it is our secret'),
    ).toMatchObject({
      kind: 'sexual_exploitation',
    });
    // The same cues in a story or a chapter speak of no one.
    const grooming =
      'a stranger sends a child diamonds and asks for a video call alone at night. What should the child do?';
    expect(classifySafety(grooming)).toMatchObject({ kind: 'sexual_exploitation' });
    expect(classifySafety(`In the cyber safety chapter, ${grooming}`)).toBeNull();
    expect(classifySafety('give me the meanings of hopeless and worthless for my vocabulary copy')).toBeNull();
  });

  it('reads a long message of signal cues in full within the word limit', () => {
    const long = 'ব্লেড রক্ত কেউ জানে না আবার হাতে কেটেছি secret alone gift ছবি টাকা না দিলে ছেড়ে দিবে '
      .repeat(20)
      .slice(0, 1000);
    expect(classifySafety(long)).toMatchObject({ kind: 'self_harm' });
    expect(classifySafety('ছবি '.repeat(5000))).toBeNull();
  });

  it('reads "I do not want to die" apart from "I do not want to live"', () => {
    expect(classifySafety('আমি মরতে চাই না, শুধু পড়া বুঝতে চাই')).toBeNull();
    expect(classifySafety('আমি বাঁচতে চাই না')).not.toBeNull();
  });
});

describe('normalisation', () => {
  it('ignores hidden characters, spelling variants and the digits used', () => {
    expect(words('আত্ম\u200cহত্যা')).toEqual(words('আত্মহত্যা'));
    expect(words('বাঁচতে চাইনা')).toEqual(words('বাচতে চাই না'));
    expect(classifySafety('আমার মরে যেতে ইচ্ছে করে')).not.toBeNull();
    expect(classifySafety('আমার মরে যেতে ইচ্ছা করে')).not.toBeNull();
    expect(words('১২৩')).toEqual(['123']);
    expect(words('ichchha')).toEqual(words('iccha'));
    expect(words('valo')).toEqual(words('bhalo'));
    expect(classifySafety('আত্ম\u200bহত্যা করব')).not.toBeNull();
    expect(classifySafety('Ｉ ＷＡＮＴ ＴＯ ＤＩＥ')).not.toBeNull(); // full-width letters, folded by NFKC
  });

  it('reads dialect and colloquial forms as the standard ones', () => {
    expect(words('নিজেরে শেষ কইরা দেই')).toEqual(words('নিজেকে শেষ করে দেই'));
    expect(words('amare niya hashe')).toEqual(words('amake niye hashe'));
    expect(words('r parchi na')).toEqual(words('ar parchi na'));
    expect(words('oushudh')).toEqual(words('oshudh'));
  });

  it('splits a Banglish negation written onto its verb, not a word that only ends like one', () => {
    expect(words('kichui valo lagena')).toEqual(words('kichui bhalo lage na'));
    expect(words('ami chaina')).toEqual(words('ami chai na'));
    expect(words('jana')).toEqual(['jana']);
    expect(words('kanna')).toEqual(['kana']);
  });
});
