import { disassemble } from 'es-hangul';
import { conceptsOf } from './concepts';

/**
 * What the classifier sees of one reading, as hashed indices, each once: word unigrams and
 * bigrams; character 2–4 grams inside each word; Korean syllable pairs and triples across spaces
 * (Korean spacing is loose) and jamo 3-grams (so '죽고', '주거' and '쥬거' share most of theirs); the
 * concepts of concepts.ts and their pairs; and the rule patterns that fired. Hashing keeps the
 * model one fixed size whatever the corpus holds.
 */

export const FEATURE_BITS = 19;
const MASK = (1 << FEATURE_BITS) - 1;

function hash(kind: number, text: string): number {
  let h = 0x811c9dc5 ^ kind;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h ^ (h >>> 15)) & MASK;
}

function grams(into: Set<number>, kind: number, text: string, from: number, to: number): void {
  for (let n = from; n <= to; n++) {
    for (let i = 0; i + n <= text.length; i++) into.add(hash(kind * 8 + n, text.slice(i, i + n)));
  }
}

/** The distinct feature indices of a reading and the rule patterns that fired on it. */
export function featuresOf(reading: string, rules: readonly string[] = []): number[] {
  const features = new Set<number>();
  for (const rule of rules) features.add(hash(90, rule));
  const words = reading.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    features.add(hash(1, words[i]));
    if (i > 0) features.add(hash(2, `${words[i - 1]} ${words[i]}`));
    grams(features, 3, `^${words[i]}$`, 2, 4);
  }
  const syllables = words.join('').replace(/[^\uac00-\ud7a3]/g, '');
  if (syllables) {
    grams(features, 4, syllables, 2, 3);
    grams(features, 5, disassemble(syllables), 3, 3);
  }
  const concepts = conceptsOf(reading);
  for (let i = 0; i < concepts.length; i++) {
    features.add(hash(6, concepts[i]));
    for (let j = i + 1; j < concepts.length; j++) features.add(hash(7, `${concepts[i]}+${concepts[j]}`));
  }
  return [...features];
}
