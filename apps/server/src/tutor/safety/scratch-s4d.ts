import { MODEL_TRAINING_SET, safetyModel } from './statistical';
import { readMessage } from './model';
import { isWordStudy } from './classifier';
const { model } = safetyModel();
const ord = MODEL_TRAINING_SET.filter((c) => !c.kind && !isWordStudy(c.text)).map((c) => ({ t: c.text, d: readMessage(model, c.text).distress })).sort((a, b) => b.d - a.d);
for (const o of ord.slice(0, 4)) console.log(o.d.toFixed(3), o.t);
console.log('train ms', safetyModel().durationMs.toFixed(0), 'n', MODEL_TRAINING_SET.length);
