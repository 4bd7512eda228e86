/**
 * Normal forms of a message for the safety gate. People hide words from filters, or simply type
 * fast: spaced letters, dots between syllables, leetspeak, stretched letters, Korean spelled out
 * in loose jamo. Each form undoes one family of tricks; the gate looks at all of them.
 */

const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const JUNGSEONG = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const JONGSEONG = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];

/** A conjoining jamo (what NFKC and NFKD make of a loose one) as the compatibility jamo the patterns use. */
export function toCompatibilityJamo(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0x1100 && code <= 0x1112) return CHOSEONG[code - 0x1100];
  if (code >= 0x1161 && code <= 0x1175) return JUNGSEONG[code - 0x1161];
  return char;
}

/** Loose compatibility jamo ('ㅈㅏㅅㅏㄹ') composed into syllables ('자살'); lone consonants stay. */
export function composeJamo(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const lead = CHOSEONG.indexOf(text[i]);
    const vowel = i + 1 < text.length ? JUNGSEONG.indexOf(text[i + 1]) : -1;
    if (lead < 0 || vowel < 0) {
      out += text[i++];
      continue;
    }
    let tail = 0;
    const next = text[i + 2];
    const afterNext = text[i + 3];
    // A consonant after the vowel is the syllable's final unless it starts the next syllable.
    if (next && JONGSEONG.indexOf(next) > 0 && !(afterNext && JUNGSEONG.includes(afterNext))) {
      tail = JONGSEONG.indexOf(next);
    }
    out += String.fromCharCode(0xac00 + (lead * 21 + vowel) * 28 + tail);
    i += tail ? 3 : 2;
  }
  return out;
}

/** Digits and symbols read as the letters they stand for ('k1ll', 'd!e'). */
export const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Digits and symbols standing in for letters inside a word ('k1ll', 'su1c1de', 'd!e'). */
function unLeet(text: string): string {
  return text.replace(/[a-z0-9@$!]+/g, (word) =>
    /[a-z]/.test(word) && /[a-z]/.test(word.replace(/[0-9@$!]/g, ''))
      ? word.replace(/[0-9@$!]/g, (c) => LEET[c] ?? c)
      : word,
  );
}

export interface NormalForms {
  /** Lower case, NFKC, jamo composed, curly quotes straightened, whitespace single. */
  plain: string;
  /** plain with leetspeak undone and letters stretched 3+ times cut to one ('diiiie' → 'die'). */
  squeezed: string;
  /** Only letters (Latin and Hangul), no spaces or punctuation: 'k.i.l.l m y s e l f' → 'killmyself'. */
  compact: string;
}

export function normalise(message: string): NormalForms {
  // Jamo are composed before NFKC, which would turn loose ones into conjoining jamo; the few left
  // loose ('ㅈㅅ') are turned back into the compatibility jamo the patterns are written in.
  const plain = composeJamo(message)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u1100-\u1112\u1161-\u1175]/g, toCompatibilityJamo)
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u200b-\u200f\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const squeezed = unLeet(plain)
    .replace(/([a-z])\1{2,}/g, '$1')
    .replace(/([가-힣])\1{2,}/g, '$1');
  const compact = squeezed.replace(/[^a-z가-힣ㄱ-ㅎ]/g, '');
  return { plain, squeezed, compact };
}
