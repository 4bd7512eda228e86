import {
  JOURNAL_MODAL_MOOD_WORDS,
  type JournalAnalysisView,
  type JournalEntryView,
  type JournalMoodValue,
} from '@maeum/contracts';
import type { UserCipher } from '../data-keys/journal-data-keys';

export interface EntryRow {
  id: string;
  user_id: string;
  title_enc: string | null;
  content_enc: string;
  mood: JournalMoodValue | null;
  /** Each tag sealed on its own, in the order written (the filter uses tag_index). */
  tags_enc: string[];
  is_private: boolean;
  created_at: Date;
  /** Joined from journal_entry_analysis (null while pending). */
  mood_tag: string | null;
  emotion_tags: string[] | null;
  details_enc: string | null;
  analysed_at: Date | null;
}

/** The analysis's sentences, sealed together. */
export interface AnalysisDetails {
  greenFlags: string[];
  redFlags: string[];
  reframingSuggestion: string | null;
  toneSummary: string | null;
}

export const ENTRY_SELECT = `SELECT e."id", e."user_id", e."title_enc", e."content_enc", e."mood", e."tags_enc", e."is_private",
    e."created_at", a."mood_tag", a."emotion_tags", a."details_enc", a."created_at" AS "analysed_at"
  FROM "journal"."journal_entries" e
  LEFT JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"`;

export function analysisView(row: EntryRow, cipher: UserCipher): JournalAnalysisView | null {
  if (!row.details_enc || !row.analysed_at) return null;
  const details = JSON.parse(cipher.open(row.details_enc)) as AnalysisDetails;
  return {
    moodTag: row.mood_tag,
    emotionTags: row.emotion_tags ?? [],
    ...details,
    createdAt: row.analysed_at.toISOString(),
  };
}

export function entryView(row: EntryRow, cipher: UserCipher): JournalEntryView {
  return {
    id: row.id,
    title: row.title_enc ? cipher.open(row.title_enc) : null,
    content: cipher.open(row.content_enc),
    mood: row.mood,
    tags: row.tags_enc.map((tag) => cipher.open(tag)),
    isPrivate: row.is_private,
    createdAt: row.created_at.toISOString(),
    analysis: analysisView(row, cipher),
  };
}

/** The tags as stored: each sealed, and its keyed blind index for the filter by tag. */
export function sealTags(cipher: UserCipher, tags: string[]): { tagsEnc: string[]; tagIndex: string[] } {
  return {
    tagsEnc: tags.map((tag) => cipher.seal(tag)),
    tagIndex: tags.map((tag) => cipher.blindIndex(tag)),
  };
}

/**
 * SQL for an entry's mood in the inline form's words (a modal emoji by its meaning, JOURNAL_MODAL_MOOD_WORDS),
 * else the analysis's: what insights count. The emojis are constants of ours, never input.
 */
export const MOOD_WORD_SQL = `coalesce(CASE e."mood" ${Object.entries(JOURNAL_MODAL_MOOD_WORDS)
  .map(([emoji, word]) => `WHEN '${emoji}' THEN ${word ? `'${word}'` : 'NULL'}`)
  .join(' ')} ELSE e."mood" END, a."mood_tag")`;

/** The moods asked for, with the modal's emojis that mean one of them (a filter by 'happy' finds 😊 and 🥰). */
export function withModalEmojis(moods: string[]): string[] {
  const emojis = Object.entries(JOURNAL_MODAL_MOOD_WORDS)
    .filter(([, word]) => word !== null && moods.includes(word))
    .map(([emoji]) => emoji);
  return [...moods, ...emojis];
}
