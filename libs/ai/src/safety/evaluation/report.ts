import { isConversation } from '../corpus/corpus';
import { groupBy, isRight, measure, type Rate, type RowResult } from './evaluate';

/** The dev split's out-of-fold report: written by `npm run safety:train` beside model-data.ts, printed by the evaluation. */
export const DEV_REPORT_FILE = 'dev-out-of-fold.txt';

const pct = (r: Rate) =>
  r.total
    ? `${(r.rate * 100).toFixed(1)}% (${r.hits}/${r.total}, 95% CI ${(r.low * 100).toFixed(1)}–${(r.high * 100).toFixed(1)})`
    : '—';

/** How a family of rows is grouped in the report: its kind, made forms by how they were made. */
const kindOf = (result: RowResult) =>
  result.row.kind.split(':')[0] === 'disguise' || result.row.kind.endsWith(':made')
    ? result.row.kind
    : `${isConversation(result.row) ? 'conversation:' : ''}${result.row.kind}`;

export function reportLines(split: string, results: readonly RowResult[]): string[] {
  const lines = [`## ${split} (${results.length} rows)`];
  for (const [lang, rows] of groupBy(results, (r) => r.row.lang)) {
    const m = measure(rows);
    lines.push(
      `${lang}: crisis recall ${pct(m.crisisRecall)} · crisis referred or asked ${pct(m.crisisReached)} · ` +
        `concern recall ${pct(m.concernRecall)} · ` +
        `false alarms (crisis on none) ${pct(m.falseAlarms)} · concern on none ${pct(m.concernOnNone)}`,
    );
  }
  lines.push('by kind (right / rows):');
  for (const [kind, rows] of groupBy(results, kindOf)) {
    for (const [lang, inLang] of groupBy(rows, (r) => r.row.lang)) {
      const right = inLang.filter(isRight).length;
      lines.push(
        `  ${lang} ${kind.padEnd(34)} ${String(right).padStart(4)}/${String(inLang.length).padEnd(4)} ${((right / inLang.length) * 100).toFixed(1)}%`,
      );
    }
  }
  return lines;
}

export function mistakeLines(results: readonly RowResult[]): string[] {
  return results
    .filter((r) => !isRight(r))
    .map((r) => {
      const text = isConversation(r.row) ? r.row.turns.join(' ⏎ ') : r.row.text;
      return `  [${r.row.lang} ${r.row.label}/${r.row.kind} → ${r.outcome}] ${JSON.stringify(text)}`;
    });
}
