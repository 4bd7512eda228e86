import { convertQwertyToHangul } from 'es-hangul';
import unhomoglyph from 'unhomoglyph';
import { composeJamo, LEET as BASE_LEET, toCompatibilityJamo } from './normalise';
import { fromRomanisedKorean } from './romanised';

/**
 * The candidate readings of one message (docs/architecture.md, "The companion (sessions)",
 * layer 1). The same words arrive disguised or typed in a hurry; each reading undoes one family of
 * disguise, and the gate scores every reading, so a message is as risky as its riskiest reading.
 */

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;
/** Format characters (zero-width, bidi, soft hyphen), Hangul fillers and variation selectors. */
const INVISIBLE = /[\p{Cf}\u115f\u1160\u3164\uffa0\ufe00-\ufe0f]/gu;

/** normalise.ts's table, and a few more that only this reading undoes. */
const LEET: Readonly<Record<string, string>> = { ...BASE_LEET, '8': 'b', '|': 'l', '€': 'e' };

/** Lower case, compatibility forms folded, marks and invisible characters gone, spaces single. */
export function cleanReading(message: string): string {
  return (
    composeJamo(message.replace(INVISIBLE, ''))
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .normalize('NFC')
      // NFKD turns loose compatibility jamo into conjoining ones; the rest of the gate reads the former.
      .replace(/[\u1100-\u1112\u1161-\u1175]/g, toCompatibilityJamo)
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc´]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Letters from other scripts that look like Latin ones ('ѕuіcіdе') read as the Latin letters. */
export function foldConfusables(text: string): string {
  let out = '';
  for (const char of text) {
    out += char.charCodeAt(0) < 0x80 || HANGUL.test(char) ? char : unhomoglyph(char).toLowerCase();
  }
  return out;
}

/** Letters pulled apart by spaces, dots or dashes ('k i l l', 's.u.i.c.i.d.e', '죽.고.싶.다') joined again. */
export function closeSeparators(text: string): string {
  return (
    text
      // Dots or dashes between letters first, so the spaces between the words stay.
      .replace(/(\p{L})[.\-_*·•/|~+:^]+(?=\p{L})/gu, '$1')
      // Then single letters spaced out: three or more in a row make one word.
      .replace(/(?<![\p{L}])\p{L}(?:\s+\p{L}(?![\p{L}])){2,}/gu, (run) => run.replace(/\s+/g, ''))
  );
}

/**
 * Digits and symbols standing for letters inside a word ('k1ll', 'd!e'), stretched letters cut. Once
 * a message is seen to write letters as digits, a lone '1' before a word is the pronoun too ('1 just
 * w4nt'); elsewhere a lone digit stays a number ('2 pills').
 */
export function readAsLetters(text: string): string {
  let leet = false;
  const letters = text.replace(/[\p{L}0-9@$!|€]+/gu, (word) => {
    if (!/\p{L}/u.test(word)) return word;
    const read = word.replace(/[0-9@$!|€]/g, (c) => LEET[c] ?? c);
    leet ||= read !== word;
    return read;
  });
  return (leet ? letters.replace(/(^|[\s.,!?])1(?=\s+\p{L})/gu, '$1i') : letters).replace(
    /(\p{L})\1{2,}/gu,
    '$1',
  );
}

/** Korean typed with an English keyboard layout ('wnrrh tlvek' is '죽고 싶다'). */
export function fromKeyboardLayout(text: string): string {
  return text.replace(/[a-z]{2,}/gi, (word) => {
    let hangul: string;
    try {
      hangul = convertQwertyToHangul(word);
    } catch {
      return word; // the library refuses some key runs ('hoer'): those are not Korean words
    }
    // Only words that become whole syllables: English words mostly leave loose jamo behind.
    return /^[\uac00-\ud7a3]+$/.test(hangul) ? hangul : word;
  });
}

export interface ReadMessage {
  /** Every distinct reading, the cleaned text first. */
  readings: string[];
  /** The language whose thresholds apply: Korean in Hangul, or Korean written wholly in Latin letters. */
  language: 'en' | 'ko';
}

/** The readings of a message and the language it is read in, from one pass. */
export function readMessage(message: string): ReadMessage {
  const clean = cleanReading(message);
  const folded = foldConfusables(clean);
  const joined = closeSeparators(folded);
  const letters = readAsLetters(joined);
  const romanised = fromRomanisedKorean(letters);
  const readings = new Set([clean, folded, joined, letters, ...romanised]);
  // Before any lower-casing: Shift makes the doubled consonants ('T' is ㅆ, 't' is ㅅ).
  if (/[a-z]{2,}/i.test(message))
    readings.add(cleanReading(fromKeyboardLayout(message.replace(INVISIBLE, ''))));
  return {
    readings: [...readings].filter((reading) => reading.length > 0),
    language: HANGUL.test(clean) || romanised.length ? 'ko' : 'en',
  };
}

export const readingsOf = (message: string): string[] => readMessage(message).readings;
export const languageOf = (message: string): 'en' | 'ko' => readMessage(message).language;
