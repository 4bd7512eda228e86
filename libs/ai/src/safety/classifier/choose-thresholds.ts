import { type CorpusRow, isConversation } from '../corpus/corpus';
import { measure, runRow } from '../evaluation/evaluate';
import { assessTurnWith } from '../safety-gate';
import type { SafetyModel, SafetyThresholds, ThresholdLanguage } from './safety-model';

/** The most false alarms on the dev split's 'none' rows a threshold may cost (the target is 3 %). */
const FALSE_ALARM_BUDGET = 0.02;
const STEPS = Array.from({ length: 49 }, (_, i) => Number((0.02 + i * 0.02).toFixed(2)));

/**
 * Recall first: the lowest threshold whose false alarms stay within the budget. Alarms fall as the
 * threshold rises, so the steps are bisected: six runs of the dev split instead of up to fifty.
 */
function lowestWithin(budget: number, alarmsAt: (t: number) => number, steps = STEPS): number {
  let low = 0;
  let high = steps.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (alarmsAt(steps[middle]) <= budget) high = middle;
    else low = middle + 1;
  }
  return steps[low];
}

/** The model that scores a dev row: one that never saw the row's family (safety-train.ts). */
export type ModelForRow = (row: CorpusRow) => SafetyModel;

/** Thresholds are chosen on the dev split, crisis recall first, for each language. */
export function chooseThresholds(
  model: ModelForRow,
  dev: readonly CorpusRow[],
): Record<ThresholdLanguage, SafetyThresholds> {
  return {
    en: chooseFor(
      model,
      dev.filter((row) => row.lang === 'en'),
    ),
    ko: chooseFor(
      model,
      dev.filter((row) => row.lang === 'ko'),
    ),
  };
}

function chooseFor(model: ModelForRow, dev: readonly CorpusRow[]): SafetyThresholds {
  const run = (rows: readonly CorpusRow[], thresholds: SafetyThresholds) =>
    measure(rows.map((row) => runRow((m, c) => assessTurnWith(model(row), m, c, thresholds), row)));
  const messages = dev.filter((row) => !isConversation(row));
  const conversations = dev.filter(isConversation);

  const crisis = lowestWithin(
    FALSE_ALARM_BUDGET,
    (t) => run(messages, { crisis: t, ruleBacked: 1, crisisAfterDistress: t, concern: 1 }).falseAlarms.rate,
  );
  // Recall first: a rule pattern that fired lowers the score a crisis needs, as far as dev allows.
  const ruleBacked = lowestWithin(
    FALSE_ALARM_BUDGET * 1.5,
    (t) => run(messages, { crisis, ruleBacked: t, crisisAfterDistress: crisis, concern: 1 }).falseAlarms.rate,
    STEPS.filter((t) => t <= crisis),
  );
  const concern = lowestWithin(
    FALSE_ALARM_BUDGET * 2.5,
    (t) => run(messages, { crisis, ruleBacked, crisisAfterDistress: crisis, concern: t }).concernOnNone.rate,
  );
  const crisisAfterDistress = lowestWithin(
    FALSE_ALARM_BUDGET,
    (t) => run(conversations, { crisis, ruleBacked, crisisAfterDistress: t, concern }).falseAlarms.rate,
    STEPS.filter((t) => t <= crisis),
  );
  return { crisis, ruleBacked, crisisAfterDistress, concern };
}
