import { describe, expect, it } from 'vitest';
import { classifyByRules, classifySafety, isWordStudy } from './classifier';
import { evaluatePart } from './evaluate';
import { featuresOf, partsOf, readMessage, trainModel, trainModelInSlices } from './model';
import { MODEL_HELD_OUT } from './model-heldout';
import { CHECK_IN_THRESHOLD, MODEL_TRAINING_SET, safetyModel, SURE_THRESHOLD, warmSafetyModel } from './statistical';
import { TRAINING_CORPUS } from './training-corpus';
import { UNSEEN3_SAFETY_SET } from './unseen3-set';
import { UNSEEN4_SAFETY_SET } from './unseen4-set';
import { UNSEEN5_SAFETY_SET } from './unseen5-set';
import { UNSEEN6_SAFETY_SET } from './unseen6-set';
import { UNSEEN7_SAFETY_SET } from './unseen7-set';
import { UNSEEN8_SAFETY_SET } from './unseen8-set';

// The statistical model beside the rules (model.ts, statistical.ts): that it is trained the same
// way every time, that it adds recall on messages it never saw, and that its threshold flags none
// of the ordinary messages it learnt from.

const key = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

describe('statistical safety model', () => {
  it('trains the same model every time, in one go or in slices', async () => {
    const some = TRAINING_CORPUS.filter((_, i) => i % 7 === 0);
    const a = trainModel(some, { epochs: 3 });
    const b = await trainModelInSlices(some, { epochs: 3 });
    expect([...a.bias]).toEqual([...b.bias]);
    expect(a.weights.size).toBe(b.weights.size);
    for (const [feature, w] of a.weights) expect([...(b.weights.get(feature) ?? [])], feature).toEqual([...w]);
  });

  it('reads a spelling or inflection it never saw through the character n-grams it shares with one it did', () => {
    const shared = (a: string, b: string) =>
      featuresOf(a).filter((f) => f.startsWith('c:') && featuresOf(b).includes(f));
    expect(shared('মরতেছি', 'মরতে')).toContain('c:<মরতে');
    expect(shared('baachte', 'bachte')).toContain('c:cte>');
  });

  it('reads a distress sentence inside a lesson question on its own as well as the whole message', () => {
    const message = 'মাইটোসিস বুঝি নাই। কাল রাতে আবার হাত কেটেছি, কেউ জানে না। প্রোফেজে কী হয়?';
    expect(partsOf(message)).toEqual([
      message,
      'মাইটোসিস বুঝি নাই',
      'কাল রাতে আবার হাত কেটেছি, কেউ জানে না',
      'প্রোফেজে কী হয়',
    ]);
    expect(partsOf('না; ৪ + ৫ = ৯')).toEqual(['না; ৪ + ৫ = ৯']);
  });

  it('scores every ordinary message it learnt from below the check-in threshold, with room to spare', () => {
    const { model } = safetyModel();
    const ordinary = MODEL_TRAINING_SET.filter((c) => c.kind === null && !isWordStudy(c.text));
    expect(ordinary.length).toBeGreaterThan(1500);
    const highest = Math.max(...ordinary.map((c) => readMessage(model, c.text).distress));
    expect(highest).toBeLessThan(CHECK_IN_THRESHOLD - 0.1);
    expect(CHECK_IN_THRESHOLD).toBeLessThan(SURE_THRESHOLD);
  });

  it('adds recall on a held-out list it never learnt from, and flags none of its ordinary questions', () => {
    const trainedOn = new Set(MODEL_TRAINING_SET.map((c) => key(c.text)));
    expect(MODEL_HELD_OUT.filter((c) => trainedOn.has(key(c.text)))).toEqual([]);
    const rules = evaluatePart(MODEL_HELD_OUT, classifyByRules);
    const both = evaluatePart(MODEL_HELD_OUT, classifySafety);
    expect(both.recall.total).toBeGreaterThanOrEqual(25);
    expect(both.recall.flagged / both.recall.total, both.missed.join('\n')).toBeGreaterThanOrEqual(0.8);
    expect(both.recall.flagged).toBeGreaterThan(rules.recall.flagged);
    expect(both.falseAlarms).toEqual([]);
  });

  it('never learns a message of the unseen sets, so their figures stay out-of-sample', () => {
    // A corpus written later can repeat an unseen set's sentence by chance ("how many soldiers died at …").
    const trainedOn = new Set(MODEL_TRAINING_SET.map((c) => key(c.text)));
    expect(
      [
        ...UNSEEN3_SAFETY_SET,
        ...UNSEEN4_SAFETY_SET,
        ...UNSEEN5_SAFETY_SET,
        ...UNSEEN6_SAFETY_SET,
        ...UNSEEN7_SAFETY_SET,
        ...UNSEEN8_SAFETY_SET,
      ]
        .filter((c) => trainedOn.has(key(c.text)))
        .map((c) => c.text),
    ).toEqual([]);
  });

  it('gives a check-in when only the model finds distress and is not sure, keeping the kind and its severity', () => {
    const { model } = safetyModel();
    const middling = MODEL_HELD_OUT.concat(TRAINING_CORPUS).find((c) => {
      const distress = readMessage(model, c.text).distress;
      return (
        c.kind !== null &&
        classifyByRules(c.text) === null &&
        distress >= CHECK_IN_THRESHOLD &&
        distress < SURE_THRESHOLD
      );
    });
    expect(middling).toBeDefined();
    const verdict = classifySafety(middling?.text ?? '');
    expect(verdict?.confidence).toBe('check_in');
    expect(verdict?.severity).toBe(
      verdict?.kind === 'bullying' || verdict?.kind === 'hopelessness' ? 'medium' : 'high',
    );
    // What the rules catch is always sure.
    expect(classifySafety('আমি আর বাঁচতে চাই না')?.confidence).toBe('sure');
  });

  it('is ready for the server once warmed, and warming twice trains once', async () => {
    await Promise.all([warmSafetyModel(), warmSafetyModel()]);
    const first = safetyModel();
    await warmSafetyModel();
    expect(safetyModel()).toBe(first);
  });
});
