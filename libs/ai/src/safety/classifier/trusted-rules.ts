import { type CorpusRow, isConversation } from '../corpus/corpus';
import { ALL_RULE_IDS, ruleHits } from '../crisis-rules';
import { readingsOf } from '../readings';

/**
 * A pattern is trusted alone when it was right on at least two crisis rows of the train and dev
 * splits and on at least 85 % of the rows it fired on; the others back the classifier instead
 * (SafetyThresholds.ruleBacked).
 */
const MIN_SUPPORT = 2;
const MIN_PRECISION = 0.85;

/** The rule patterns the gate may trust alone: the rest are only features of the classifier. */
export function trustedRules(rows: readonly CorpusRow[]): string[] {
  const support = new Map<string, number>();
  const misfired = new Map<string, number>();
  for (const row of rows) {
    const texts = isConversation(row) ? row.turns : [row.text];
    const crisis = row.label !== 'none' && row.label !== 'concern' && !isConversation(row);
    for (const text of texts) {
      for (const id of new Set(readingsOf(text).flatMap(ruleHits))) {
        if (crisis) support.set(id, (support.get(id) ?? 0) + 1);
        else misfired.set(id, (misfired.get(id) ?? 0) + 1);
      }
    }
  }
  return [...ALL_RULE_IDS]
    .filter((id) => {
      const right = support.get(id) ?? 0;
      const wrong = misfired.get(id) ?? 0;
      return right >= MIN_SUPPORT && right / (right + wrong) >= MIN_PRECISION;
    })
    .sort();
}
