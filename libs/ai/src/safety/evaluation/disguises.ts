import { convertHangulToQwerty, disassemble } from 'es-hangul';
import type { ConversationRow, MessageRow } from '../corpus/corpus';
import { seededRandom } from '../classifier/train';

/**
 * The disguises people type (invisible characters, separators between letters, look-alike letters,
 * digits for letters, Korean on an English keyboard, loose jamo), made from a row the way people
 * make them, so every idea of a split is also met disguised and split over bubbles. Deterministic
 * per row.
 */

const LOOK_ALIKE: Record<string, string> = {
  a: 'а',
  e: 'е',
  o: 'о',
  p: 'р',
  c: 'с',
  y: 'у',
  x: 'х',
  i: 'і',
  s: 'ѕ',
};
const LEET: Record<string, string> = { i: '1', e: '3', a: '4', o: '0', s: '$' };

const swapLetters = (text: string, table: Record<string, string>, every: number) =>
  [...text].map((c, i) => (i % every === 0 && table[c] ? table[c] : c)).join('');

function longestWord(text: string): string {
  return text.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
}

export function disguisesOf(row: MessageRow): MessageRow[] {
  const text = row.text;
  const out: Array<[string, string]> = [];
  const word = longestWord(text);
  out.push(['invisible', [...text].join('\u200b')]);
  out.push(['split_letters', text.replace(word, [...word].join(row.lang === 'ko' ? '.' : '-'))]);
  if (row.lang === 'en') {
    out.push(['look_alike', swapLetters(text.toLowerCase(), LOOK_ALIKE, 2)]);
    out.push(['leet', swapLetters(text.toLowerCase(), LEET, 3)]);
    out.push(['combining', [...text].map((c) => (/[a-z]/i.test(c) ? `${c}\u0301` : c)).join('')]);
  } else {
    out.push(['keyboard_layout', convertHangulToQwerty(text)]);
    out.push(['jamo', text.replace(word, disassemble(word))]);
  }
  return out.filter(([, t]) => t !== text).map(([how, t]) => ({ ...row, kind: `disguise:${how}`, text: t }));
}

/** One message as two to four bubbles, broken between words; the last bubble completes it. */
export function splitIntoBubbles(row: MessageRow): ConversationRow | undefined {
  const words = row.text.split(/\s+/).filter(Boolean);
  if (words.length < 4) return undefined;
  const random = seededRandom(row.text.length * 7919 + words.length);
  const parts = Math.min(4, 2 + Math.floor(random() * 3), words.length);
  const turns: string[] = [];
  for (let i = 0; i < parts; i++) {
    turns.push(
      words
        .slice(Math.floor((i * words.length) / parts), Math.floor(((i + 1) * words.length) / parts))
        .join(' '),
    );
  }
  return { ...row, kind: 'split_bubbles:made', turns, completesAt: turns.length - 1 };
}
