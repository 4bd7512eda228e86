/** The inline form's moods (spec 001 §3 journal_entries.mood). */
export const JOURNAL_MOODS = [
  'happy',
  'sad',
  'angry',
  'anxious',
  'excited',
  'calm',
  'confused',
  'grateful',
] as const;
export type JournalMood = (typeof JOURNAL_MOODS)[number];

/** The emotions the analysis names; the tags search and statistics read. */
export const EMOTIONS = [
  'joy',
  'gratitude',
  'calm',
  'hope',
  'pride',
  'love',
  'excitement',
  'relief',
  'sadness',
  'loneliness',
  'anxiety',
  'fear',
  'stress',
  'anger',
  'frustration',
  'guilt',
  'shame',
  'exhaustion',
  'confusion',
  'overwhelm',
  'disappointment',
  'grief',
] as const;
export type Emotion = (typeof EMOTIONS)[number];

export const POSITIVE_EMOTIONS: ReadonlySet<Emotion> = new Set([
  'joy',
  'gratitude',
  'calm',
  'hope',
  'pride',
  'love',
  'excitement',
  'relief',
]);

/** spec 001 §3 journal_entry_analysis. */
export interface JournalAnalysis {
  moodTag: JournalMood | null;
  emotionTags: string[];
  greenFlags: string[];
  redFlags: string[];
  reframingSuggestion: string | null;
  toneSummary: string | null;
}

export type JournalLanguage = 'en' | 'ko';

/** Korean when a fair share of the letters are Hangul. */
export function languageOf(text: string): JournalLanguage {
  const hangul = (text.match(/[\uac00-\ud7a3\u3131-\u318e]/g) ?? []).length;
  const latin = (text.match(/[a-z]/gi) ?? []).length;
  return hangul > 0 && hangul * 2 >= latin * 0.5 ? 'ko' : 'en';
}
