/**
 * Korean written in Latin letters ('jukgo sipeo', 'salgi silta') read back as Hangul, so the
 * Korean side of the gate reads it. Revised Romanization with the spellings people type in a
 * hurry ('oo' for ㅜ, 'gg' for ㄲ, 'z' for ㅈ). The spelling that comes back follows the sound
 * ('죽고 시퍼', '업서'): the classifier's syllable and jamo grams know those chat spellings too.
 */

// Index order of Unicode's Hangul composition: initial × 588 + vowel × 28 + final.
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const VOWELS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const FINALS = ' ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';

const ONSET: Readonly<Record<string, string>> = {
  g: 'ㄱ',
  kk: 'ㄲ',
  gg: 'ㄲ',
  n: 'ㄴ',
  d: 'ㄷ',
  tt: 'ㄸ',
  dd: 'ㄸ',
  r: 'ㄹ',
  l: 'ㄹ',
  m: 'ㅁ',
  b: 'ㅂ',
  v: 'ㅂ',
  pp: 'ㅃ',
  bb: 'ㅃ',
  s: 'ㅅ',
  sh: 'ㅅ',
  ss: 'ㅆ',
  j: 'ㅈ',
  z: 'ㅈ',
  jj: 'ㅉ',
  ch: 'ㅊ',
  c: 'ㅊ',
  k: 'ㅋ',
  t: 'ㅌ',
  p: 'ㅍ',
  f: 'ㅍ',
  h: 'ㅎ',
  '': 'ㅇ',
};

const VOWEL: Readonly<Record<string, string>> = {
  a: 'ㅏ',
  ae: 'ㅐ',
  ya: 'ㅑ',
  yae: 'ㅒ',
  eo: 'ㅓ',
  e: 'ㅔ',
  yeo: 'ㅕ',
  ye: 'ㅖ',
  o: 'ㅗ',
  wa: 'ㅘ',
  wae: 'ㅙ',
  oe: 'ㅚ',
  yo: 'ㅛ',
  u: 'ㅜ',
  oo: 'ㅜ',
  wo: 'ㅝ',
  we: 'ㅞ',
  wi: 'ㅟ',
  yu: 'ㅠ',
  eu: 'ㅡ',
  ui: 'ㅢ',
  i: 'ㅣ',
  ee: 'ㅣ',
};

const CODA: Readonly<Record<string, string>> = {
  k: 'ㄱ',
  g: 'ㄱ',
  kk: 'ㄲ',
  n: 'ㄴ',
  t: 'ㄷ',
  d: 'ㄷ',
  l: 'ㄹ',
  r: 'ㄹ',
  m: 'ㅁ',
  p: 'ㅂ',
  b: 'ㅂ',
  ng: 'ㅇ',
  s: 'ㅅ',
  ss: 'ㅆ',
  '': ' ',
};

const longestFirst = (table: Readonly<Record<string, string>>) =>
  Object.keys(table).sort((a, b) => b.length - a.length);
const ONSETS = longestFirst(ONSET);
const VOWEL_KEYS = longestFirst(VOWEL);
const CODAS = longestFirst(CODA);

const compose = (onset: string, vowel: string, coda: string) =>
  String.fromCharCode(
    0xac00 + INITIALS.indexOf(onset) * 588 + VOWELS.indexOf(vowel) * 28 + FINALS.indexOf(coda),
  );

/**
 * The cheapest split of one word into syllables: each syllable costs 1, a silent onset a little
 * (consonants go to the next syllable, as they are said), a final less. `ngBeforeVowel` lets
 * 'ng' close a syllable before a vowel ('goyangi' is 고양이, where 'hangang' is 한강).
 */
function syllablesOf(word: string, ngBeforeVowel: boolean): string | undefined {
  const best: ({ cost: number; text: string } | undefined)[] = [{ cost: 0, text: '' }];
  for (let start = 0; start < word.length; start++) {
    const from = best[start];
    if (!from) continue;
    for (const onset of ONSETS) {
      if (!word.startsWith(onset, start)) continue;
      const afterOnset = start + onset.length;
      for (const vowel of VOWEL_KEYS) {
        if (!word.startsWith(vowel, afterOnset)) continue;
        const afterVowel = afterOnset + vowel.length;
        for (const coda of CODAS) {
          if (!word.startsWith(coda, afterVowel)) continue;
          const end = afterVowel + coda.length;
          const vowelNext = end < word.length && /[aeiouwy]/.test(word[end]);
          let cost = from.cost + 1 + (onset ? 0 : 0.1) + (coda ? 0.05 : 0);
          if (coda === 'ng' && vowelNext) cost += ngBeforeVowel ? -0.2 : 0.2;
          const text = from.text + compose(ONSET[onset], VOWEL[vowel], CODA[coda]);
          if (!best[end] || cost < best[end].cost) best[end] = { cost, text };
        }
      }
    }
  }
  return best[word.length]?.text;
}

/**
 * The Hangul readings of a message written wholly in Latin letters, when every word of it reads
 * as Korean syllables; none when any word does not (English nearly always has such a word:
 * 'want', 'the', 'just'). Two readings at most, differing only in how 'ng' before a vowel is split.
 */
export function fromRomanisedKorean(text: string): string[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length || words.some((word) => !/^[a-z]+$/.test(word))) return [];
  const readings = new Set<string>();
  for (const ngBeforeVowel of [false, true]) {
    const read = words.map((word) => syllablesOf(word, ngBeforeVowel));
    if (read.some((word) => word === undefined)) return [];
    readings.add(read.join(' '));
  }
  return [...readings];
}
