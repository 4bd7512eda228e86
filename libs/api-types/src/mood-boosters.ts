// Mood boosters (spec 001 §2, §3, §7).

/** The catalogue, in created order (the migration seeds them in this order). */
export const MOOD_BOOSTER_SLUGS = [
  'emoji-echo',
  'spiral-stopper',
  'tiny-rants',
  'not-doing-list',
  'self-doodle',
  'orbit',
  'energy-radar',
  'mindful-breathing',
  'gentle-stretching',
  'gratitude-moments',
  'nature-sounds',
  'positive-affirmations',
  'color-therapy',
  'worry-stones',
  'memory-palace',
  'feeling-wheels',
  'quick-journaling',
  'voice-memos',
  'movement-breaks',
] as const;
export type MoodBoosterSlug = (typeof MOOD_BOOSTER_SLUGS)[number];

export const MOOD_BOOSTER_TYPES = [
  'interactive',
  'creative',
  'mindful',
  'physical',
  'audio',
  'visual',
  'tactile',
  'cognitive',
  'emotional',
  'expressive',
] as const;
export type MoodBoosterType = (typeof MOOD_BOOSTER_TYPES)[number];

/** GET /api/mood-boosters: one active booster. */
export interface MoodBoosterView {
  id: string;
  slug: string;
  title: string;
  type: string;
  emojiIcon: string;
  createdAt: string;
}

/**
 * The interaction events a booster may record (spec 001 §7, plus the few our widgets add). The
 * vocabulary is closed: anything else is a 400.
 */
export const MOOD_BOOSTER_EVENT_TYPES = [
  'activated',
  'session_started',
  'session_completed',
  'primary_emotion_selected',
  'secondary_emotion_selected',
  'intensity_selected',
  'entry_saved',
  'memo_created',
  'memo_played',
  'memo_deleted',
  'recording_started',
  'exercise_completed',
  'added_memory',
  'exited_palace',
  'emoji_selected',
  'item_released',
  'item_added',
  'milestone_reached',
  'sound_played',
] as const;
export type MoodBoosterEventType = (typeof MOOD_BOOSTER_EVENT_TYPES)[number];

/** A payload value is a short string, a number or a flag: never an object. */
export type MoodBoosterEventValue = string | number | boolean;
export const MOOD_BOOSTER_EVENT_MAX_KEYS = 8;
export const MOOD_BOOSTER_EVENT_MAX_VALUE_CHARS = 200;
/** The feeling-wheel reflection, kept sealed like journal content. */
export const MOOD_BOOSTER_JOURNAL_MAX_CHARS = 5000;

/** POST /api/mood-boosters/:slug/events */
export interface MoodBoosterEventRequest {
  type: MoodBoosterEventType;
  payload?: Record<string, MoodBoosterEventValue>;
  /** Free text the person wrote (the feeling-wheel reflection): stored encrypted. */
  journal?: string;
}

/** POST /api/mood-boosters/:slug/activate */
export interface MoodBoosterActivationView {
  slug: string;
  /** Set while the booster is open through a Free plan's preview. */
  previewUntil: string | null;
}

/** The 15 emojis of the emoji echo (spec 001 §2). */
export const EMOJI_ECHO_EMOJIS = [
  '😊',
  '😢',
  '😡',
  '😰',
  '😴',
  '🥰',
  '😤',
  '🤯',
  '😌',
  '🥺',
  '😬',
  '🙃',
  '😶',
  '🤗',
  '😔',
] as const;
export const EMOJI_ECHO_TONES = ['genz', 'millennial'] as const;
export type EmojiEchoTone = (typeof EMOJI_ECHO_TONES)[number];
export const EMOJI_ECHO_MAX_WORDS = 80;

/** POST /api/mood-boosters/emoji-echo */
export interface EmojiEchoRequest {
  emoji: string;
  tone: EmojiEchoTone;
  language?: 'en' | 'ko';
}

export interface EmojiEchoView {
  emoji: string;
  tone: EmojiEchoTone;
  reflection: string;
  /** True when the model was unavailable and the spec's fallback text answered. */
  fallback: boolean;
}
