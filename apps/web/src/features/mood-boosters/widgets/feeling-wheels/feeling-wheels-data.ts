/**
 * The wheel (spec 001 §3): 6 primary emotions with 6 secondary each. Ids travel in events; the
 * words live in locales under `primary.<id>` and `secondary.<id>`.
 */
export const FEELING_WHEEL = {
  happy: { emoji: '😊', secondary: ['content', 'proud', 'hopeful', 'grateful', 'peaceful', 'playful'] },
  sad: { emoji: '😢', secondary: ['lonely', 'hurt', 'disappointed', 'guilty', 'vulnerable', 'discouraged'] },
  angry: {
    emoji: '😠',
    secondary: ['frustrated', 'irritated', 'resentful', 'jealous', 'letDown', 'disrespected'],
  },
  scared: {
    emoji: '😨',
    secondary: ['anxious', 'worried', 'insecure', 'overwhelmed', 'rejected', 'helpless'],
  },
  surprised: { emoji: '😮', secondary: ['amazed', 'confused', 'startled', 'excited', 'moved', 'curious'] },
  bad: { emoji: '😣', secondary: ['bored', 'stressed', 'tired', 'rushed', 'unfocused', 'restless'] },
} as const;

export type PrimaryEmotion = keyof typeof FEELING_WHEEL;
export type SecondaryEmotion = (typeof FEELING_WHEEL)[PrimaryEmotion]['secondary'][number];
export const PRIMARY_EMOTIONS = Object.keys(FEELING_WHEEL) as PrimaryEmotion[];

/** Intensity scale 1-5 (spec 001 §7). */
export const INTENSITY_LEVELS = [1, 2, 3, 4, 5] as const;
export type Intensity = (typeof INTENSITY_LEVELS)[number];
export const REFLECTION_MAX_LENGTH = 1000;

/** The steps in order (spec 001 §4); Back steps one level. */
export const FEELING_STEPS = ['primary', 'secondary', 'intensity', 'reflection', 'completed'] as const;
export type FeelingStep = (typeof FEELING_STEPS)[number];
