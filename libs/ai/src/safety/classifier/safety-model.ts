import { SAFETY_LABELS, type SafetyLabel } from '../corpus/labels';
import { FEATURE_BITS, featuresOf } from './features';

/** The decision points of one language, chosen on its dev rows by `npm run safety:train` (recall first). */
export interface SafetyThresholds {
  /** P(any crisis label) of the message alone, or of its window, at or above which it is a crisis. */
  crisis: number;
  /** The same, once the session's risk state is raised: a later means question or goodbye. */
  crisisAfterDistress: number;
  /** P(any crisis label) at or above which a message that a rule pattern fired on is a crisis. */
  ruleBacked: number;
  /** 1 − P(none) at or above which the companion asks directly (`concern`). */
  concern: number;
}

/** Korean thresholds for a message with Hangul in it, English ones otherwise. */
export type ThresholdLanguage = 'en' | 'ko';

/** The trained model as committed data (model-data.ts): int8 weights, one scale per label. */
export interface SafetyModelData {
  bits: number;
  labels: readonly SafetyLabel[];
  bias: number[];
  scales: number[];
  /** base64 of Int8Array, label-major: weights[label * 2^bits + feature]. */
  weights: string;
  thresholds: Record<ThresholdLanguage, SafetyThresholds>;
  /** Rule patterns (crisis-rules.ts ruleHits) that never fired on a 'none' or 'concern' row of the train and dev splits: a crisis on their own. */
  trustedRules: string[];
  /**
   * Whether the classifier decides in the live gate. Off while its held-out recall is below the
   * rules it would replace (npm run safety:eval): then every rule pattern refers on its own, as
   * before, and the classifier is only measured.
   */
  inPath: boolean;
}

export interface Scores {
  /** P(label) for each of SAFETY_LABELS. */
  probabilities: number[];
  /** P(suicide) + P(self_harm) + P(abuse) + P(violence). */
  crisis: number;
  /** 1 − P(none). */
  risk: number;
}

const CRISIS_LABELS = SAFETY_LABELS.map((label, i) =>
  label === 'none' || label === 'concern' ? -1 : i,
).filter((i) => i >= 0);

/**
 * How much one feature counts in a reading of n features: between a sum (long messages pile up
 * evidence) and an average (a short one swings on a single word); n^-0.3 ranked the dev split best.
 */
export const lengthNorm = (n: number) => Math.pow(n, -0.3);

export function scoresFrom(probabilities: number[]): Scores {
  const crisis = CRISIS_LABELS.reduce((sum, i) => sum + probabilities[i], 0);
  return { probabilities, crisis, risk: 1 - probabilities[0] };
}

export function softmax(logits: number[]): number[] {
  const max = Math.max(...logits);
  const exps = logits.map((l) => Math.exp(l - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

/** A multinomial logistic regression over hashed n-grams; a reading is scored in microseconds. */
export class SafetyModel {
  private readonly weights: Int8Array;
  private readonly size: number;

  constructor(private readonly data: SafetyModelData) {
    if (data.bits !== FEATURE_BITS || data.labels.join() !== SAFETY_LABELS.join()) {
      throw new Error('the safety model was trained for other features or labels: run npm run safety:train');
    }
    const bytes = Buffer.from(data.weights, 'base64');
    this.weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    this.size = 1 << data.bits;
  }

  thresholdsFor(language: ThresholdLanguage): SafetyThresholds {
    return this.data.thresholds[language];
  }

  get trustedRules(): readonly string[] {
    return this.data.trustedRules;
  }

  get inPath(): boolean {
    return this.data.inPath;
  }

  score(reading: string, rules: readonly string[] = []): Scores {
    const features = featuresOf(reading, rules);
    const norm = features.length ? lengthNorm(features.length) : 0;
    const logits = this.data.bias.map((bias, label) => {
      const base = label * this.size;
      let sum = 0;
      for (const f of features) sum += this.weights[base + f];
      return bias + sum * this.data.scales[label] * norm;
    });
    return scoresFrom(softmax(logits));
  }
}
