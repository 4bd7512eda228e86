/** The 8 gratitude prompts (spec 001 §2); their words live in locales under `prompts.<id>`. */
export const GRATITUDE_PROMPT_IDS = [
  'someone',
  'taste',
  'comfort',
  'body',
  'laugh',
  'nature',
  'yourself',
  'small',
] as const;
export type GratitudePromptId = (typeof GRATITUDE_PROMPT_IDS)[number];

/** Praise appears once this many moments are written (spec 001 §2). */
export const GRATITUDE_PRAISE_AFTER = 3;
export const GRATITUDE_MAX_LENGTH = 500;
