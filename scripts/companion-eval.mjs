// The offline companion's harness (issue 22): `npm run eval:companion` plays the scripted
// conversations in libs/ai/src/companion/evaluation/conversations (dev and test splits) through the
// offline companion and scores every reply; `-- --split dev` for one split, `-- --show` to print
// the talks. It compiles libs/ai/src with swc into a cache folder first (no full build needed).
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'node_modules/.cache/maeum-companion');

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.ts$/.test(entry.name) && !/\.(spec|int-spec|d)\.ts$/.test(entry.name)) yield path;
  }
}

await rm(out, { recursive: true, force: true });
const jobs = [];
for (const dir of [join(root, 'libs/ai/src'), join(root, 'libs/api-types/src')]) {
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
const require = createRequire(import.meta.url);
const compiled = join(out, 'libs/ai/src/companion');
const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? undefined : (args[at + 1] ?? true);
};
if (flag('probe')) {
  // `-- --probe "message"`: what the companion understands of one turn.
  const { understandTurn } = require(join(compiled, 'understanding/understand-turn.js'));
  console.log(JSON.stringify(understandTurn(String(flag('probe'))), null, 1));
} else {
  const { evaluateCompanion } = require(join(compiled, 'evaluation/companion-eval.js'));
  const pass = evaluateCompanion({
    dir: join(root, 'libs/ai/src/companion/evaluation/conversations'),
    split: flag('split'),
    show: Boolean(flag('show')),
  });
  process.exitCode = pass ? 0 : 1;
}
