/** The 6 sounds (spec 001 §2); their words live in locales under `sounds.<id>`. */
export const NATURE_SOUNDS = [
  { id: 'rain', emoji: '🌧️' },
  { id: 'ocean', emoji: '🌊' },
  { id: 'wind', emoji: '🍃' },
  { id: 'stream', emoji: '🏞️' },
  { id: 'fire', emoji: '🔥' },
  { id: 'crickets', emoji: '🦗' },
] as const;
export type NatureSoundId = (typeof NATURE_SOUNDS)[number]['id'];

/** Sleep timer choices in minutes; 0 is off. */
export const SLEEP_TIMER_MINUTES = [0, 5, 15, 30] as const;
export type SleepTimerMinutes = (typeof SLEEP_TIMER_MINUTES)[number];

export const DEFAULT_VOLUME = 60;
