import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { SafetyModel, type SafetyThresholds, type Scores } from './classifier/safety-model';
import { SAFETY_MODEL_DATA } from './classifier/model-data';
import { windowOf } from './classifier/window';
import { holdsRisk } from './classifier/concepts';
import { ruleHits, topicOf } from './crisis-rules';
import type { CrisisCategory, RestrictedTopic } from './crisis-signals';
import { answersNo, answersYes } from './answers';
import { readingsOf, readMessage } from './readings';

/**
 * The gate's outcomes: `crisis` (the referral and the pinned card), `concern` (the companion asks
 * directly and kindly; the card is shown quietly), or neither — `clear`, or a `topic` the companion
 * redirects.
 */
export type SafetyVerdict =
  | { kind: 'crisis'; category: CrisisCategory }
  | { kind: 'concern' }
  | { kind: 'topic'; topic: RestrictedTopic }
  | { kind: 'clear' };

/** What a session remembers between turns (sealed with its messages). */
export interface RiskState {
  /** Distress at concern level or above was seen earlier in this session. */
  elevated: boolean;
  /** The last reply asked the concern question: this turn is the answer. */
  askedConcern: boolean;
}

export const CALM_STATE: RiskState = { elevated: false, askedConcern: false };

export interface TurnContext {
  /** The person's earlier messages in this session, oldest first (only the last few are read). */
  previousUserTurns?: readonly string[];
  state?: RiskState | null;
}

export interface TurnAssessment {
  verdict: SafetyVerdict;
  state: RiskState;
  /** The classifier's scores of the message alone and of its window (for measuring, never logged). */
  scores: { alone: Scores; window?: Scores };
}

const CRISIS_ORDER: CrisisCategory[] = ['suicide', 'self_harm', 'abuse', 'violence'];
/** SAFETY_LABELS' positions of the four crisis reasons (none and concern come first). */
const CRISIS_INDEX: Record<CrisisCategory, number> = { suicide: 2, self_harm: 3, abuse: 4, violence: 5 };
/** Up to this many words a message is short (see `evidence` below). */
const SHORT_WORDS = 3;
/** Characters of the joined window read: a long history never makes one turn slow. */
const WINDOW_CHARS = 600;

interface Reading {
  text: string;
  rules: string[];
}

const withRules = (readings: string[]): Reading[] => readings.map((r) => ({ text: r, rules: ruleHits(r) }));
const readText = (text: string): Reading[] => withRules(readingsOf(text));

/**
 * Window scores by a digest of the window's text, per model: this turn's window is the next
 * turn's 'before', so on one replica each window is read once. Digests, not the words, are kept.
 */
const windowScores = new WeakMap<SafetyModel, LRUCache<string, WindowRead>>();

/** A window's scores, and whether a rule pattern fired on any of its readings. */
interface WindowRead {
  scores: Scores;
  ruleFired: boolean;
}

function scoreWindow(model: SafetyModel, text: string): WindowRead {
  let cache = windowScores.get(model);
  if (!cache) windowScores.set(model, (cache = new LRUCache<string, WindowRead>({ max: 10_000 })));
  const key = createHash('sha256').update(text).digest('base64');
  let read = cache.get(key);
  if (!read) {
    const readings = readText(text);
    read = { scores: scoreWith(model, readings), ruleFired: readings.some((r) => r.rules.length > 0) };
    cache.set(key, read);
  }
  return read;
}

/**
 * The riskiest of the readings' scores: the crisis score (and its reason) of the reading that holds
 * the most, and the highest risk of any reading, which need not be the same one (a disguised reading
 * may score a crisis a little higher than the clean one that carries the wish to be dead).
 */
function scoreWith(model: SafetyModel, readings: readonly Reading[]): Scores {
  let best: Scores | undefined;
  let risk = 0;
  for (const reading of readings) {
    const scores = model.score(reading.text, reading.rules);
    risk = Math.max(risk, scores.risk);
    if (!best || scores.crisis > best.crisis || (scores.crisis === best.crisis && scores.risk > best.risk)) {
      best = scores;
    }
  }
  return best ? { ...best, risk } : model.score('');
}

function categoryOf(scores: Scores): CrisisCategory {
  return CRISIS_ORDER.reduce((best, category) =>
    scores.probabilities[CRISIS_INDEX[category]] > scores.probabilities[CRISIS_INDEX[best]] ? category : best,
  );
}

/** A rule that was right on the train and dev splits nearly every time it fired is a crisis on its own. */
function trustedRule(model: SafetyModel, readings: readonly Reading[]): SafetyVerdict | undefined {
  for (const reading of readings) {
    const rule = reading.rules.find((id) => !model.inPath || model.trustedRules.includes(id));
    if (rule) return { kind: 'crisis', category: rule.split(':')[0] as CrisisCategory };
  }
  return undefined;
}

/**
 * One turn of a conversation through the gate: the message alone and joined with the person's
 * last turns, against the rules and the classifier, in the light of the session's risk state. It
 * never calls out and never throws; ambiguity resolves upward.
 */
export function assessTurnWith(
  model: SafetyModel,
  message: string,
  context: TurnContext = {},
  given?: SafetyThresholds,
): TurnAssessment {
  const state = context.state ?? CALM_STATE;
  const previous = (context.previousUserTurns ?? []).filter((turn) => turn.trim());
  const scoreText = (text: string) => scoreWindow(model, text);
  const read = readMessage(message);
  const readings = withRules(read.readings);
  const thresholds = given ?? model.thresholdsFor(read.language);
  const rule = trustedRule(model, readings);
  const ruleFired = readings.some((reading) => reading.rules.length > 0);
  // A message of a few words gives the classifier little to go on: it refers one only with some
  // word of risk in it ('still here', 'tell me everything' are small talk; 'pills. tonight' is not).
  const evidence =
    ruleFired ||
    (readings[0]?.text ?? '').split(' ').length > SHORT_WORDS ||
    readings.some((r) => holdsRisk(r.text));
  const alone = scoreWith(model, readings);
  const topic = (): SafetyVerdict => {
    const found = topicOf(message);
    return found ? { kind: 'topic', topic: found } : { kind: 'clear' };
  };

  let window: Scores | undefined;
  let earlier: WindowRead | undefined;
  if (previous.length) {
    const turns = [...previous, message];
    window = scoreText(windowOf(turns, turns.length - 1).slice(-WINDOW_CHARS)).scores;
  }
  const before = () => (earlier ??= scoreText(windowOf(previous, previous.length - 1).slice(-WINDOW_CHARS)));
  // What the earlier turns already met: a crisis score over the bar, or one a rule backed (the
  // referral a rule-backed turn got is not given again when a quiet turn joins it).
  const beforeReached = (score: 'crisis' | 'risk', threshold: number) => {
    const { scores, ruleFired } = before();
    return (
      scores[score] >= threshold ||
      (score === 'crisis' && ruleFired && scores.crisis >= thresholds.ruleBacked)
    );
  };
  // The window speaks only when this turn is what tips it: a referral already given is not repeated.
  const windowTips = (score: 'crisis' | 'risk', threshold: number) =>
    window !== undefined && window[score] >= threshold && !beforeReached(score, threshold);

  const verdict = decide();
  const raised = verdict.kind === 'crisis' || verdict.kind === 'concern' || alone.risk >= thresholds.concern;
  return {
    verdict,
    state: { elevated: state.elevated || raised, askedConcern: verdict.kind === 'concern' },
    scores: { alone, window },
  };

  /** The gate while the classifier is only measured: the rules on the readings and on the window. */
  function rulesOnly(): SafetyVerdict {
    if (previous.length) {
      const turns = [...previous, message];
      const joined = trustedRule(model, readText(windowOf(turns, turns.length - 1).slice(-WINDOW_CHARS)));
      const before = trustedRule(
        model,
        readText(windowOf(previous, previous.length - 1).slice(-WINDOW_CHARS)),
      );
      if (joined && !before) return joined;
    }
    return topic();
  }

  function decide(): SafetyVerdict {
    if (rule) return rule;
    // The answer to the concern question decides the next step.
    if (state.askedConcern && answersYes(message)) return { kind: 'crisis', category: 'suicide' };
    if (!model.inPath) return rulesOnly();
    if (evidence && alone.crisis >= thresholds.crisis) return { kind: 'crisis', category: categoryOf(alone) };
    if (ruleFired && alone.crisis >= thresholds.ruleBacked) {
      return { kind: 'crisis', category: categoryOf(alone) };
    }
    if (window && windowTips('crisis', thresholds.crisis)) {
      return { kind: 'crisis', category: categoryOf(window) };
    }
    if (state.askedConcern && answersNo(message)) return topic();
    if (state.elevated) {
      const after = thresholds.crisisAfterDistress;
      if (evidence && alone.crisis >= after) return { kind: 'crisis', category: categoryOf(alone) };
      if (window && windowTips('crisis', after)) return { kind: 'crisis', category: categoryOf(window) };
    }
    if (evidence && alone.risk >= thresholds.concern) return { kind: 'concern' };
    if (windowTips('risk', thresholds.concern)) return { kind: 'concern' };
    return topic();
  }
}

let committed: SafetyModel | undefined;
/** The classifier trained in the repository (model-data.ts, written by `npm run safety:train`). */
export const safetyModel = () => (committed ??= new SafetyModel(SAFETY_MODEL_DATA));

export function assessTurn(message: string, context: TurnContext = {}): TurnAssessment {
  return assessTurnWith(safetyModel(), message, context);
}

/** One message on its own (a journal entry, an echo): no window, no state. */
export function assessMessage(message: string): SafetyVerdict {
  return assessTurn(message).verdict;
}
