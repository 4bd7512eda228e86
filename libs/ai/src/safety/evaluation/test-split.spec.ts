import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCorpus, splitOf } from '../corpus/corpus';

const ROOT = join(__dirname, '../../../../..');

describe('the test split stays unseen', () => {
  it('is named only by the evaluation', () => {
    const files = ['apps', 'libs', 'scripts', 'bench'].flatMap((top) =>
      readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' })
        .filter(
          (file) =>
            /\.(ts|tsx|mjs|js)$/.test(file) && !file.includes('node_modules') && !/\.spec\.ts$/.test(file),
        )
        .map((file) => `${top}/${file}`)
        .filter((file) => readFileSync(join(ROOT, file), 'utf8').includes('readTestSplitForEvaluation')),
    );
    expect(files.sort()).toEqual([
      'libs/ai/src/safety/evaluation/safety-eval.ts',
      'libs/ai/src/safety/evaluation/test-split.ts',
    ]);
  });

  it('is refused by the corpus loader', () => {
    expect(() => loadCorpus('test' as 'dev')).toThrow(/evaluation/);
  });

  it('splits by family: every paraphrase of an idea lands in one split', () => {
    const rows = [...loadCorpus('train'), ...loadCorpus('dev')];
    for (const row of rows) expect(splitOf(row.family)).not.toBe('test');
    const splits = new Map<string, Set<string>>();
    for (const row of rows)
      splits.set(row.family, (splits.get(row.family) ?? new Set()).add(splitOf(row.family)));
    expect([...splits.values()].every((s) => s.size === 1)).toBe(true);
  });
});
