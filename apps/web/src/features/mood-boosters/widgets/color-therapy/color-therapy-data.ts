/** Five palettes (spec 001 §2), each of 3-4 soft colours; names and words are in the locales. */
export const PALETTES = [
  { id: 'ocean', colors: ['#cfe8f3', '#8ec5dc', '#5b8fb9', '#a8d8ea'] },
  { id: 'forest', colors: ['#d8e6c8', '#a9c9a4', '#6f9e7c', '#c5dcb8'] },
  { id: 'sunset', colors: ['#fde2c8', '#f7b89a', '#e88a8a', '#f4c59f'] },
  { id: 'lavender', colors: ['#efe9fb', '#cbbcf0', '#a592d8', '#ddd3f5'] },
  { id: 'morning', colors: ['#fdf0c4', '#fbd7b4', '#f6e7d8', '#cfe3f0'] },
] as const;

export type PaletteId = (typeof PALETTES)[number]['id'];

/** The session lasts 180 s; each breath is 10 s, 5 in and 5 out (spec 001 §2). */
export const SESSION_SECONDS = 180;
export const BREATH_HALF_SECONDS = 5;

/** Whether the cue is the in-breath after `elapsed` seconds of the session. */
export function isBreathingIn(elapsed: number): boolean {
  return Math.floor(elapsed / BREATH_HALF_SECONDS) % 2 === 0;
}
