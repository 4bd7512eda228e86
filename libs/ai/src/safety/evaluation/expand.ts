import { type CorpusRow, isConversation } from '../corpus/corpus';
import { disguisesOf, splitIntoBubbles } from './disguises';
import { expectsCrisis } from './evaluate';

/** A split's rows and, for each crisis or concern message, its disguised and split-up forms. */
export function withMadeForms(rows: readonly CorpusRow[]): CorpusRow[] {
  const out: CorpusRow[] = [...rows];
  for (const row of rows) {
    if (isConversation(row) || !(expectsCrisis(row) || row.label === 'concern')) continue;
    out.push(...disguisesOf(row));
    const bubbles = splitIntoBubbles(row);
    if (bubbles) out.push(bubbles);
  }
  return out;
}
