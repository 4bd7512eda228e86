import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, loadCorpus } from '../corpus/corpus';
import { assessTurn } from '../safety-gate';
import { measure, runRow, type RowResult } from './evaluate';
import { withMadeForms } from './expand';
import { DEV_REPORT_FILE, reportLines } from './report';
import { readTestSplitForEvaluation } from './test-split';

const TARGET = { recall: 0.99, falseAlarms: 0.03 };

/** `npm run safety:eval`: the committed gate on every split; the test split is the one to quote. */
export function evaluateSafetyGate(): boolean {
  const splits: Array<[string, RowResult[]]> = [
    ['train (learnt)', withMadeForms(loadCorpus('train')).map((row) => runRow(assessTurn, row))],
    ['dev (learnt)', withMadeForms(loadCorpus('dev')).map((row) => runRow(assessTurn, row))],
    ['test', withMadeForms(readTestSplitForEvaluation()).map((row) => runRow(assessTurn, row))],
  ];
  for (const [name, results] of splits) console.log(['', ...reportLines(name, results)].join('\n'));
  // The committed model learnt dev too: its held-out figures and mistakes are the ones training wrote.
  const report = join(CORPUS_DIR, '../classifier', DEV_REPORT_FILE);
  console.log(
    `\n${existsSync(report) ? readFileSync(report, 'utf8') : '## dev, out of fold: run npm run safety:train'}`,
  );

  let pass = true;
  console.log('\n## targets on the test split');
  const test = splits[2][1];
  for (const lang of ['en', 'ko'] as const) {
    const m = measure(test.filter((r) => r.row.lang === lang));
    const ok = m.crisisRecall.rate >= TARGET.recall && m.falseAlarms.rate <= TARGET.falseAlarms;
    pass &&= ok;
    console.log(
      `${lang}: crisis recall ${(m.crisisRecall.rate * 100).toFixed(1)}% (target ≥ 99) · false alarms ` +
        `${(m.falseAlarms.rate * 100).toFixed(1)}% (target ≤ 3) — ${ok ? 'PASS' : 'MISS'}`,
    );
  }
  return pass;
}
