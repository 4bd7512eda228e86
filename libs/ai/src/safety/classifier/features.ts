/**
 * What the classifier sees of one reading: hashed word unigrams and bigrams, and character 2–4
 * grams of the text with its spaces taken out (Korean spacing is loose, and split or run-together
 * English words keep their letters). Hashing keeps the model a fixed size whatever the corpus holds.
 */

export const FEATURE_BITS = 17;
const MASK = (1 << FEATURE_BITS) - 1;

function hash(kind: number, text: string): number {
  let h = 0x811c9dc5 ^ kind;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h ^ (h >>> 15)) & MASK;
}

/** Feature indices of a reading and the rule patterns that fired on it (repeats kept: a count is a weight). */
export function featuresOf(reading: string, rules: readonly string[] = []): number[] {
  const features: number[] = [];
  for (const rule of rules) features.push(hash(9, rule), hash(9, rule));
  const words = reading.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    features.push(hash(1, words[i]));
    if (i > 0) features.push(hash(2, `${words[i - 1]} ${words[i]}`));
  }
  // Character n-grams inside each word, edges marked: typos and endings share most of them.
  for (const word of words) {
    const marked = `^${word}$`;
    for (let n = 2; n <= 4; n++) {
      for (let i = 0; i + n <= marked.length; i++) features.push(hash(2 + n, marked.slice(i, i + n)));
    }
  }
  // Korean spacing is loose: syllable pairs and triples across the spaces too.
  const syllables = words.join('').replace(/[^\uac00-\ud7a3]/g, '');
  for (let n = 2; n <= 3; n++) {
    for (let i = 0; i + n <= syllables.length; i++) features.push(hash(7 + n, syllables.slice(i, i + n)));
  }
  return features;
}
