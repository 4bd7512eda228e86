import { type CorpusRow, isConversation, type SafetyLabel } from '../corpus/corpus';
import type { RiskState, TurnAssessment, TurnContext } from '../safety-gate';
import { wilson } from './wilson';

export type Assess = (message: string, context: TurnContext) => TurnAssessment;
export type Outcome = 'crisis' | 'concern' | 'none';

export interface RowResult {
  row: CorpusRow;
  /** The strongest outcome by the turn that completes the row (every turn for 'none'). */
  outcome: Outcome;
}

const CRISIS_LABELS: readonly SafetyLabel[] = ['suicide', 'self_harm', 'abuse', 'violence'];
export const expectsCrisis = (row: CorpusRow) => CRISIS_LABELS.includes(row.label);

const outcomeOf = (a: TurnAssessment): Outcome =>
  a.verdict.kind === 'crisis' ? 'crisis' : a.verdict.kind === 'concern' ? 'concern' : 'none';
const stronger = (a: Outcome, b: Outcome): Outcome =>
  a === 'crisis' || b === 'crisis' ? 'crisis' : a === 'concern' || b === 'concern' ? 'concern' : 'none';

/** A row through the gate: a message alone, or a conversation turn by turn with its risk state. */
export function runRow(assess: Assess, row: CorpusRow): RowResult {
  if (!isConversation(row)) return { row, outcome: outcomeOf(assess(row.text, {})) };
  const last = row.label === 'none' ? row.turns.length - 1 : (row.completesAt ?? row.turns.length - 1);
  let state: RiskState | undefined;
  let outcome: Outcome = 'none';
  for (let i = 0; i <= last; i++) {
    const result = assess(row.turns[i], { previousUserTurns: row.turns.slice(0, i), state });
    state = result.state;
    outcome = stronger(outcome, outcomeOf(result));
  }
  return { row, outcome };
}

/** Right for its label: a crisis referred, a concern asked (or referred), a 'none' left alone. */
export function isRight(result: RowResult): boolean {
  if (expectsCrisis(result.row)) return result.outcome === 'crisis';
  if (result.row.label === 'concern') return result.outcome !== 'none';
  return result.outcome === 'none';
}

export interface Rate {
  hits: number;
  total: number;
  rate: number;
  low: number;
  high: number;
}

export function rate(hits: number, total: number): Rate {
  const [low, high] = wilson(hits, total);
  return { hits, total, rate: total ? hits / total : 0, low, high };
}

export interface Measures {
  /** Crisis rows referred. */
  crisisRecall: Rate;
  /** Crisis rows referred or asked the concern question (the lines shown either way). */
  crisisReached: Rate;
  /** Concern rows asked or referred. */
  concernRecall: Rate;
  /** 'none' rows given the crisis referral. */
  falseAlarms: Rate;
  /** 'none' rows asked the concern question (the card shown quietly). */
  concernOnNone: Rate;
}

export function measure(results: readonly RowResult[]): Measures {
  const crisis = results.filter((r) => expectsCrisis(r.row));
  const concern = results.filter((r) => r.row.label === 'concern');
  const none = results.filter((r) => r.row.label === 'none');
  return {
    crisisRecall: rate(crisis.filter((r) => r.outcome === 'crisis').length, crisis.length),
    crisisReached: rate(crisis.filter((r) => r.outcome !== 'none').length, crisis.length),
    concernRecall: rate(concern.filter((r) => r.outcome !== 'none').length, concern.length),
    falseAlarms: rate(none.filter((r) => r.outcome === 'crisis').length, none.length),
    concernOnNone: rate(none.filter((r) => r.outcome === 'concern').length, none.length),
  };
}

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}
