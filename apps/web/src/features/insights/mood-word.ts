import type { TFunction } from 'i18next';
import './translations';

/** A journal mood in the reader's language (insights.moods.*); the word itself when it has none. */
export function moodWord(t: TFunction, word: string): string {
  return t(`insights.moods.${word}` as 'insights.moods.happy', word);
}
