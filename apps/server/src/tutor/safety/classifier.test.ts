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
});
