// The safety gate's corpus tools (SAFETY.md): `npm run safety:train` writes the classifier's
// weights and thresholds (libs/ai/src/safety/classifier/model-data.ts) from the train and dev
// splits; `npm run safety:eval` reports the committed gate on every split, the test split last.
// Both compile libs/ai/src/safety with swc into a cache folder first (no full build needed).
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const safety = join(root, 'libs/ai/src/safety');
const out = join(root, 'node_modules/.cache/maeum-safety');
const command = process.argv[2];
if (command !== 'train' && command !== 'eval') {
  console.error('usage: node scripts/safety.mjs train|eval');
  process.exit(2);
}

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.ts$/.test(entry.name) && !/\.(spec|int-spec|d)\.ts$/.test(entry.name)) yield path;
  }
}

await rm(out, { recursive: true, force: true });
const jobs = [];
for (const dir of [safety, join(root, 'libs/api-types/src')]) {
  for await (const file of sources(dir)) {
    jobs.push(
      transformFile(file, {
        filename: file,
        jsc: {
          parser: { syntax: 'typescript' },
          target: 'es2022',
          baseUrl: root,
          paths: { '@maeum/*': ['libs/*/src/index.ts'] },
        },
        module: { type: 'commonjs' },
      }).then(async ({ code }) => {
        const target = join(out, relative(root, file)).replace(/\.ts$/, '.js');
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, code);
      }),
    );
  }
}
await Promise.all(jobs);
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
