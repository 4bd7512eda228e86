/** The four focuses (spec 001 §2), each with its prompts; the words are in locales under prompts. */
export const JOURNAL_FOCUSES = [
  { id: 'emotions', emoji: '💭' },
  { id: 'gratitude', emoji: '🙏' },
  { id: 'reflection', emoji: '🪞' },
  { id: 'release', emoji: '🍃' },
] as const;
export type JournalFocus = (typeof JOURNAL_FOCUSES)[number]['id'];

const PROMPT_IDS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;
export type JournalPromptId = (typeof PROMPT_IDS)[number];

export const JOURNAL_PROMPTS: Record<JournalFocus, readonly JournalPromptId[]> = {
  emotions: PROMPT_IDS,
  gratitude: PROMPT_IDS,
  reflection: PROMPT_IDS,
  release: PROMPT_IDS,
};

/** The optional moods (spec 001 §2). */
export const JOURNAL_MOODS = [
  { id: 'calm', emoji: '😌' },
  { id: 'happy', emoji: '😊' },
  { id: 'anxious', emoji: '😟' },
  { id: 'sad', emoji: '😢' },
  { id: 'grateful', emoji: '🙏' },
  { id: 'frustrated', emoji: '😤' },
  { id: 'hopeful', emoji: '🌱' },
  { id: 'overwhelmed', emoji: '🌊' },
] as const;
export type JournalMood = (typeof JOURNAL_MOODS)[number]['id'];

/** A saved entry (spec 001 §3): the prompt is kept as its id, so it reads in the current language. */
export interface QuickJournalEntry {
  id: string;
  prompt: JournalPromptId;
  content: string;
  mood: JournalMood | null;
  /** ISO 8601. */
  timestamp: string;
  category: JournalFocus;
}

/** A random prompt of `focus`, never `except` (the one on screen). */
export function pickPrompt(focus: JournalFocus, except?: JournalPromptId): JournalPromptId {
  const choices = JOURNAL_PROMPTS[focus].filter((id) => id !== except);
  return choices[Math.floor(Math.random() * choices.length)] ?? JOURNAL_PROMPTS[focus][0];
}

const focusIds = new Set<string>(JOURNAL_FOCUSES.map((focus) => focus.id));
const moodIds = new Set<string>(JOURNAL_MOODS.map((mood) => mood.id));
const promptIds = new Set<string>(PROMPT_IDS);

function isEntry(value: unknown): value is QuickJournalEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.prompt === 'string' &&
    promptIds.has(entry.prompt) &&
    typeof entry.content === 'string' &&
    (entry.mood === null || (typeof entry.mood === 'string' && moodIds.has(entry.mood))) &&
    typeof entry.timestamp === 'string' &&
    typeof entry.category === 'string' &&
    focusIds.has(entry.category)
  );
}

/** The well-formed entries of what was stored. */
export function acceptEntries(stored: unknown): QuickJournalEntry[] | undefined {
  return Array.isArray(stored) ? stored.filter(isEntry) : undefined;
}
