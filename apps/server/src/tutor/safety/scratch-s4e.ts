import { MODEL_TRAINING_SET } from './statistical';
import { trainModel } from './model';
const c0 = process.cpuUsage(); const t0 = performance.now();
trainModel(MODEL_TRAINING_SET);
const c = process.cpuUsage(c0);
console.log('wall', (performance.now() - t0).toFixed(0), 'cpu user ms', (c.user / 1000).toFixed(0), 'n', MODEL_TRAINING_SET.length);
