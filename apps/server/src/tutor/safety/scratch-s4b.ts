import { classifyByRules } from './classifier';
import { atThresholds, outOfFold } from './cross-validate';
import { MODEL_TRAINING_SET } from './statistical';
import { trainModel, readMessage } from './model';
const T = [0.5, 0.6, 0.7, 0.8, 0.85, 0.9];
const rules = (c: { text: string }) => classifyByRules(c.text) !== null;
const configs = JSON.parse(process.argv[2] ?? '[{}]');
const { outOfFold: _ } = { outOfFold };
for (const o of configs) {
  const k = 5;
  const scored = [];
  for (let fold = 0; fold < k; fold += 1) {
    const model = trainModel(MODEL_TRAINING_SET.filter((_, i) => i % k !== fold), o);
    for (const c of MODEL_TRAINING_SET.filter((_, i) => i % k === fold)) scored.push({ case: c, distress: readMessage(model, c.text).distress });
  }
  const full = trainModel(MODEL_TRAINING_SET, o);
  const ins = MODEL_TRAINING_SET.map((c) => ({ case: c, distress: readMessage(full, c.text).distress }));
  const fmt = (x: ReturnType<typeof atThresholds>) => x.map((r) => `${r.threshold}:${r.recall} fa${r.falseAlarms}`).join('  ');
  console.log(JSON.stringify(o));
  console.log('  oof model ', fmt(atThresholds(scored, T)));
  console.log('  oof +rules', fmt(atThresholds(scored, T, rules)));
  console.log('  insample  ', fmt(atThresholds(ins, T)));
}
