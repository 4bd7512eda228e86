import { MOOD_OF } from './emotion-lexicon';
import {
  type Emotion,
  EMOTIONS,
  type JournalAnalysis,
  type JournalLanguage,
  JOURNAL_MOODS,
  type JournalMood,
} from './journal-analysis.types';

export const ANALYSIS_MAX_TOKENS = 500;
export const ANALYSIS_TEMPERATURE = 0.3;
const TEXT_MAX = 300;

/** What the model is asked: the spec's analysis fields, as one JSON object, in the entry's language. */
export function analysisInstructions(language: JournalLanguage): string {
  return [
    'You read one private journal entry for a self-care app (not therapy) and answer with one JSON object only.',
    'Keys:',
    `"mood_tag": one of ${JOURNAL_MOODS.join(', ')};`,
    `"emotion_tags": up to 5 of ${EMOTIONS.join(', ')}, strongest first;`,
    '"green_flags": up to 3 short sentences naming strengths or healthy steps in the entry;',
    '"red_flags": up to 3 short, gentle sentences naming what may be weighing on the writer (no diagnosis);',
    '"reframing_suggestion": one kind CBT-style reframe or question;',
    '"tone_summary": one short sentence describing the overall tone.',
    `Write every sentence in ${language === 'ko' ? 'Korean (polite 해요체)' : 'English'}. Never give medical advice.`,
  ].join('\n');
}

const texts = (value: unknown, max: number): string[] =>
  Array.isArray(value)
    ? value
        .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
        .map((v) => v.trim().slice(0, TEXT_MAX))
        .slice(0, max)
    : [];

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, TEXT_MAX) : null;

/**
 * A model's answer as an analysis, or null when it is not one: not JSON, or without a single
 * known emotion and no sentence of use. Unknown emotions are dropped and the lengths capped, so
 * whatever a model writes, what is stored has the shape the page expects.
 */
export function parseAnalysis(answer: string): JournalAnalysis | null {
  let data: Record<string, unknown>;
  try {
    const body = answer
      .trim()
      .replace(/^```(?:json)?\s*/i, '')
      .replace(/\s*```$/, '');
    const parsed: unknown = JSON.parse(body);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    data = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const emotionTags = texts(data.emotion_tags ?? data.emotionTags, 10)
    .map((t) => t.toLowerCase())
    .filter((t): t is Emotion => (EMOTIONS as readonly string[]).includes(t))
    .slice(0, 5);
  const rawMood = text(data.mood_tag ?? data.moodTag)?.toLowerCase();
  const moodTag: JournalMood | null = (JOURNAL_MOODS as readonly string[]).includes(rawMood ?? '')
    ? (rawMood as JournalMood)
    : emotionTags[0]
      ? MOOD_OF[emotionTags[0]]
      : null;
  const analysis: JournalAnalysis = {
    moodTag,
    emotionTags: [...new Set(emotionTags)],
    greenFlags: texts(data.green_flags ?? data.greenFlags, 3),
    redFlags: texts(data.red_flags ?? data.redFlags, 3),
    reframingSuggestion: text(data.reframing_suggestion ?? data.reframingSuggestion),
    toneSummary: text(data.tone_summary ?? data.toneSummary),
  };
  const useful = analysis.emotionTags.length || analysis.greenFlags.length || analysis.reframingSuggestion;
  return useful ? analysis : null;
}
