import { type CorpusRow, isConversation, SAFETY_LABELS, type SafetyLabel } from '../corpus/corpus';
import { ruleHits } from '../crisis-rules';
import { readingsOf } from '../readings';
import { FEATURE_BITS, featuresOf } from './features';
import { lengthNorm } from './safety-model';
import type { SafetyModelData, SafetyThresholds, ThresholdLanguage } from './safety-model';
import { windowOf } from './window';

export interface Example {
  text: string;
  label: SafetyLabel;
}

/** A small deterministic generator, so the same corpus always gives the same weights. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One slip of a hurried thumb in a longer word: a letter dropped, doubled or swapped. */
export function withTypo(text: string, random: () => number): string {
  const words = text.split(' ');
  const long = words.map((w, i) => (/^\p{L}{4,}$/u.test(w) ? i : -1)).filter((i) => i >= 0);
  if (!long.length) return text;
  const at = long[Math.floor(random() * long.length)];
  const word = [...words[at]];
  const i = 1 + Math.floor(random() * (word.length - 2));
  const slip = Math.floor(random() * 3);
  if (slip === 0) word.splice(i, 1);
  else if (slip === 1) word.splice(i, 0, word[i]);
  else [word[i], word[i + 1]] = [word[i + 1] ?? word[i], word[i]];
  words[at] = word.join('');
  return words.join(' ');
}

/**
 * The training examples of some rows: each message, one typo'd copy of it, and for conversations
 * the window that completes them (or, for 'none', every turn and every window).
 */
export function examplesFrom(rows: readonly CorpusRow[], seed = 7): Example[] {
  const random = seededRandom(seed);
  const examples: Example[] = [];
  const add = (text: string, label: SafetyLabel) => {
    examples.push({ text, label });
    const typo = withTypo(text, random);
    if (typo !== text) examples.push({ text: typo, label });
  };
  for (const row of rows) {
    if (!isConversation(row)) add(row.text, row.label);
    else if (row.label === 'none')
      row.turns.forEach((turn, i) => (add(turn, 'none'), add(windowOf(row.turns, i), 'none')));
    else add(windowOf(row.turns, row.completesAt ?? row.turns.length - 1), row.label);
  }
  return examples;
}

interface Encoded {
  features: number[][];
  label: number;
  weight: number;
}

function encode(examples: readonly Example[]): Encoded[] {
  const counts = new Map<SafetyLabel, number>();
  for (const e of examples) counts.set(e.label, (counts.get(e.label) ?? 0) + 1);
  const risky = SAFETY_LABELS.length - 1;
  return examples.map((e) => {
    // Half the weight is on 'none' and half shared by the five risks: balancing six labels alike
    // would leave 'none' a sixth, and every ordinary word would lean towards a crisis.
    const share = e.label === 'none' ? 0.5 : 0.5 / risky;
    const weight = (examples.length * share) / (counts.get(e.label) ?? 1);
    const readings = [...new Set(readingsOf(e.text))];
    return {
      features: readings.map((r) => featuresOf(r, ruleHits(r))),
      label: SAFETY_LABELS.indexOf(e.label),
      weight,
    };
  });
}

export interface TrainOptions {
  epochs?: number;
  rate?: number;
  l2?: number;
  seed?: number;
}

export interface Trained {
  bias: number[];
  weights: Float32Array;
}

/** Multinomial logistic regression by AdaGrad over the hashed features. */
export function trainWeights(
  examples: readonly Example[],
  { epochs = 8, rate = 0.1, l2 = 1e-4, seed = 11 }: TrainOptions = {},
): Trained {
  const labels = SAFETY_LABELS.length;
  const size = 1 << FEATURE_BITS;
  const weights = new Float32Array(labels * size);
  const squares = new Float32Array(labels * size).fill(1e-8);
  const bias = new Array<number>(labels).fill(0);
  const biasSquares = new Array<number>(labels).fill(1e-8);
  const data = encode(examples);
  const random = seededRandom(seed);
  const order = data.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const index of order) {
      const example = data[index];
      for (const features of example.features) {
        const norm = features.length ? lengthNorm(features.length) : 0;
        const logits = bias.map((b, label) => {
          let sum = 0;
          for (const f of features) sum += weights[label * size + f];
          return b + sum * norm;
        });
        const max = Math.max(...logits);
        const exps = logits.map((l) => Math.exp(l - max));
        const total = exps.reduce((a, b) => a + b, 0);
        const share = example.weight / example.features.length;
        for (let label = 0; label < labels; label++) {
          const gradient = (exps[label] / total - (label === example.label ? 1 : 0)) * share;
          biasSquares[label] += gradient * gradient;
          bias[label] -= (rate * gradient) / Math.sqrt(biasSquares[label]);
          for (const f of features) {
            const at = label * size + f;
            const g = gradient * norm + l2 * weights[at];
            squares[at] += g * g;
            weights[at] -= (rate * g) / Math.sqrt(squares[at]);
          }
        }
      }
    }
  }
  return { bias, weights };
}

/** The weights as the committed data: int8 with one scale per label. */
export function toModelData(
  trained: Trained,
  thresholds: Record<ThresholdLanguage, SafetyThresholds>,
  trustedRules: string[],
  inPath = false,
): SafetyModelData {
  const size = 1 << FEATURE_BITS;
  const quantised = new Int8Array(trained.weights.length);
  const scales = SAFETY_LABELS.map((_, label) => {
    let max = 0;
    for (let i = label * size; i < (label + 1) * size; i++) max = Math.max(max, Math.abs(trained.weights[i]));
    const scale = max / 127 || 1;
    for (let i = label * size; i < (label + 1) * size; i++)
      quantised[i] = Math.round(trained.weights[i] / scale);
    return scale;
  });
  return {
    bits: FEATURE_BITS,
    labels: SAFETY_LABELS,
    bias: trained.bias.map((b) => Number(b.toFixed(6))),
    scales: scales.map((s) => Number(s.toPrecision(8))),
    weights: Buffer.from(quantised.buffer).toString('base64'),
    thresholds,
    trustedRules,
    inPath,
  };
}
