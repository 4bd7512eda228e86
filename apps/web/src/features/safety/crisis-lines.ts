import type { CrisisLine, PreferenceLanguage } from '@maeum/api-types';

/** A line's name in the card's language. */
export const lineLabel = (line: CrisisLine, language: PreferenceLanguage): string => line.label[language];

/**
 * The lines a reply came with, else `fallback` (the server's list, or the built-in one): a card is
 * never left without numbers by a reply that carried none.
 */
export function sentOr(sent: readonly CrisisLine[] | null | undefined, fallback: readonly CrisisLine[]) {
  return sent && sent.length > 0 ? sent : fallback;
}
