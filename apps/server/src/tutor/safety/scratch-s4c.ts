import { classifyByRules, classifySafety } from './classifier';
import { readWithModel } from './statistical';
for (const t of process.argv.slice(2)) console.log(classifyByRules(t)?.kind ?? '-', readWithModel(t).distress.toFixed(3), readWithModel(t).kind, JSON.stringify(classifySafety(t)), t);
