import { JOURNAL_ENTRY_MOODS, JOURNAL_MODAL_MOODS, type JournalModalMood } from '@maeum/api-types';
import type { TFunction } from 'i18next';

/** Each modal emoji's name (journal.emojiMoods.*), for its accessible label. */
const EMOJI_NAMES = {
  '😊': 'happy',
  '🥰': 'loved',
  '😌': 'calm',
  '🤩': 'excited',
  '🙏': 'grateful',
  '😕': 'confused',
  '😰': 'anxious',
  '😢': 'sad',
  '😡': 'angry',
  '😴': 'tired',
} as const satisfies Record<JournalModalMood, string>;

export function emojiMoodName(t: TFunction, emoji: JournalModalMood): string {
  return t(`journal.emojiMoods.${EMOJI_NAMES[emoji]}`);
}

/** A saved mood as words: an inline word translated, or an emoji with its name. */
export function moodLabel(t: TFunction, mood: string): { emoji: string | null; name: string } {
  if ((JOURNAL_ENTRY_MOODS as readonly string[]).includes(mood))
    return { emoji: null, name: t(`journal.moods.${mood as (typeof JOURNAL_ENTRY_MOODS)[number]}`) };
  if ((JOURNAL_MODAL_MOODS as readonly string[]).includes(mood))
    return { emoji: mood, name: emojiMoodName(t, mood as JournalModalMood) };
  return { emoji: null, name: mood };
}
