// The offline companion's harness (issue 22): `npm run eval:companion` plays the scripted
// conversations in libs/ai/src/companion/evaluation/conversations (dev and test splits) through the
// offline companion and scores every reply; `-- --split dev` for one split, `-- --show` to print
// the talks. It compiles libs/ai/src with swc into a cache folder first (no full build needed).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { compileLibs, root } from './compile-libs.mjs';

const out = await compileLibs('maeum-companion', ['libs/ai/src', 'libs/api-types/src']);
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
