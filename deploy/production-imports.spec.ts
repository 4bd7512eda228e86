// What an app loads in production is what its main.ts reaches through imports. None of it may be
// test data or test code: evaluation sets, corpora, fixtures, specs, libs/testing. Test-only
// material goes to a testing entry point (libs/testing, or a lib's evaluation folder that the
// scripts and specs import by path), never to a production barrel.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ROOT = join(__dirname, '..');
const ENTRY_POINTS = [
  ...['gateway', 'auth', 'billing', 'sessions', 'journal', 'admin', 'worker'].map(
    (app) => `apps/${app}/src/main.ts`,
  ),
  'apps/admin/src/cli.ts',
];

/** Files that exist for tests and measurement only. */
const TEST_ONLY: { pattern: RegExp; why: string }[] = [
  { pattern: /\.(spec|int-spec|test|test-kit)\.ts$/, why: 'a test file' },
  { pattern: /^libs\/testing\//, why: 'libs/testing' },
  { pattern: /\/evaluation\//, why: 'an evaluation set or its runner' },
  { pattern: /\/corpus\/(?!labels\.ts$)/, why: 'the safety corpus (only its label names are the model’s)' },
  { pattern: /\.cases\.ts$|fixtures?\//, why: 'test cases' },
];

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@maeum/')) base = `libs/${specifier.slice('@maeum/'.length)}/src/index`;
  else if (specifier.startsWith('.')) base = relative(ROOT, join(ROOT, dirname(from), specifier));
  else return undefined; // a package
  return [`${base}.ts`, `${base}/index.ts`].find((file) => existsSync(join(ROOT, file)));
}

/** Every file of the repository that `entry` reaches through its imports (type-only ones too). */
function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      const target = resolve(file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

const testOnly = (files: Iterable<string>) =>
  [...files].flatMap((file) => {
    const hit = TEST_ONLY.find((rule) => rule.pattern.test(file));
    return hit ? [`${file} (${hit.why})`] : [];
  });

describe('what production loads', () => {
  it.each(ENTRY_POINTS)('%s reaches no test data and no test code', (entry) => {
    const files = closure(entry);
    // The walk follows the aliases into the libs, or this check would pass on nothing.
    expect(
      [...files].some((file) => file.startsWith('libs/service-kit/') || file.startsWith('libs/config/')),
    ).toBe(true);
    expect(testOnly(files)).toEqual([]);
  });

  it('sees test data when an entry point does reach it (the training script reaches the evaluation)', () => {
    const reached = testOnly(closure('libs/ai/src/safety/classifier/safety-train.ts'));
    expect(reached).toContainEqual(expect.stringContaining('libs/ai/src/safety/evaluation/'));
  });
});
