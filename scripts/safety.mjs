// The safety gate's corpus tools: `npm run safety:train` writes the classifier's
// weights and thresholds (libs/ai/src/safety/classifier/model-data.ts) from the train and dev
// splits; `npm run safety:eval` reports the committed gate on every split, the test split last.
// Both compile libs/ai/src/safety with swc into a cache folder first (no full build needed).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { compileLibs, root } from './compile-libs.mjs';

const safety = join(root, 'libs/ai/src/safety');
const command = process.argv[2];
if (command !== 'train' && command !== 'eval') {
  console.error('usage: node scripts/safety.mjs train|eval');
  process.exit(2);
}

const out = await compileLibs('maeum-safety', ['libs/ai/src/safety', 'libs/api-types/src']);
process.env.SAFETY_CORPUS_DIR = join(safety, 'corpus');
const require = createRequire(import.meta.url);
const compiled = join(out, 'libs/ai/src/safety');
if (command === 'train') {
  require(join(compiled, 'classifier/safety-train.js')).trainSafetyModel(
    join(safety, 'classifier/model-data.ts'),
  );
} else {
  const pass = require(join(compiled, 'evaluation/safety-eval.js')).evaluateSafetyGate();
  process.exitCode = pass ? 0 : 1;
}
