/** The journal (spec 001 §2 Journal, §3 journal_entries, journal_entry_analysis). */

/** The inline form's moods (spec 001 §3). */
export const JOURNAL_ENTRY_MOODS = [
  'happy',
  'sad',
  'angry',
  'anxious',
  'excited',
  'calm',
  'confused',
  'grateful',
] as const;
export type JournalEntryMood = (typeof JOURNAL_ENTRY_MOODS)[number];

/** The modal form's 10 mood emojis (spec 001 §2, §3: the modal stores the emoji). */
export const JOURNAL_MODAL_MOODS = ['😊', '🥰', '😌', '🤩', '🙏', '😕', '😰', '😢', '😡', '😴'] as const;
export type JournalModalMood = (typeof JOURNAL_MODAL_MOODS)[number];
/** A saved entry's mood: a word of the inline form or an emoji of the modal. */
export type JournalMoodValue = JournalEntryMood | JournalModalMood;
export const JOURNAL_MOOD_VALUES: readonly JournalMoodValue[] = [
  ...JOURNAL_ENTRY_MOODS,
  ...JOURNAL_MODAL_MOODS,
];

/** What each emoji means in the inline form's words, for search and insights (null: none of them). */
export const JOURNAL_MODAL_MOOD_WORDS: Record<JournalModalMood, JournalEntryMood | null> = {
  '😊': 'happy',
  '🥰': 'happy',
  '😌': 'calm',
  '🤩': 'excited',
  '🙏': 'grateful',
  '😕': 'confused',
  '😰': 'anxious',
  '😢': 'sad',
  '😡': 'angry',
  '😴': null,
};

/** The inline form's word for a saved mood (an emoji's meaning), or null. */
export function moodWord(mood: string | null | undefined): JournalEntryMood | null {
  if (!mood) return null;
  if ((JOURNAL_ENTRY_MOODS as readonly string[]).includes(mood)) return mood as JournalEntryMood;
  return JOURNAL_MODAL_MOOD_WORDS[mood as JournalModalMood] ?? null;
}

export const JOURNAL_TITLE_MAX_LENGTH = 200;
export const JOURNAL_CONTENT_MAX_LENGTH = 20_000;
export const JOURNAL_TAG_MAX_LENGTH = 40;
export const JOURNAL_TAGS_MAX = 20;
export const JOURNAL_SEARCH_MAX_LENGTH = 100;
/** A page of entries, newest first. */
export const JOURNAL_PAGE_SIZE = 10;

export interface JournalEntryView {
  id: string;
  title: string | null;
  content: string;
  mood: JournalMoodValue | null;
  tags: string[];
  isPrivate: boolean;
  createdAt: string;
  /** The analysis, once it is written (null while pending). */
  analysis: JournalAnalysisView | null;
}

/** POST /api/journal/entries: content required after trim; tags as given in the form (a comma list or an array). */
export interface CreateJournalEntryRequest {
  title?: string | null;
  content: string;
  mood?: JournalMoodValue | null;
  tags?: string[] | string;
  isPrivate?: boolean;
}

/** The entry as the journal service receives it: the tags already split. */
export type JournalEntryInput = Omit<CreateJournalEntryRequest, 'tags'> & { tags?: string[] };

/** GET /api/journal/entries?tag=&mood=&cursor= */
export interface JournalEntriesQuery {
  tag?: string;
  mood?: string;
  /** The createdAt of the last entry shown. */
  cursor?: string;
}

/** spec 001 §3 journal_entry_analysis; AI-written, shown with the "AI" label. */
export interface JournalAnalysisView {
  moodTag: string | null;
  emotionTags: string[];
  greenFlags: string[];
  redFlags: string[];
  reframingSuggestion: string | null;
  toneSummary: string | null;
  createdAt: string;
}

/** GET /api/journal/prompt?regenerate=1 */
export interface JournalPromptView {
  prompt: string;
  /** The user's day it belongs to (YYYY-MM-DD). */
  date: string;
  /** The first emotion tag of yesterday's entry, when there was one. */
  yesterday: string | null;
}

/** GET /api/journal/weekly-summary: the latest recap, or null before the first. */
export interface JournalWeeklySummaryView {
  summary: string;
  toneTags: string[];
  weekStart: string;
}

export const JOURNAL_SEARCH_TIMES = ['week', 'month', 'year', 'all'] as const;
export type JournalSearchTime = (typeof JOURNAL_SEARCH_TIMES)[number];

/** GET /api/journal/search?q=&time= */
export interface JournalSearchQuery {
  q: string;
  time?: JournalSearchTime;
}
export interface JournalSearchView {
  entries: JournalEntryView[];
  total: number;
}

/** GET /api/journal/insights: insights mode, from real entries. */
export interface JournalInsightsView {
  /** Days in a row, up to today (or yesterday), with at least one entry. */
  streakDays: number;
  mostCommonMood: string | null;
  totalEntries: number;
  popularTags: { tag: string; count: number }[];
  /** One point a day with entries, over the last 30 days: the day's most frequent mood. */
  moodByDay: { date: string; mood: string | null; entries: number }[];
}

/** POST /api/journal/import: entries from a maeum. export (Markdown or JSON), with their dates. */
export const JOURNAL_IMPORT_BATCH_MAX = 50;
export type JournalImportEntry = JournalEntryInput & { createdAt: string };
export interface ImportJournalRequest {
  entries: JournalImportEntry[];
}
export interface ImportJournalView {
  imported: number;
  /** Already in the journal (an entry written at the same moment): not added twice. */
  skipped: number;
}
