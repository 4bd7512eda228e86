// The mood a visitor tapped on the landing page, kept for the tab (sessionStorage) so the first
// check-in after sign-up can start from it; the sign-up link carries it too (?mood=).
export const MOODS = ['happy', 'calm', 'sad', 'anxious', 'angry', 'tired'] as const;
export type Mood = (typeof MOODS)[number];

const STORAGE_KEY = 'maeum.startingMood';

export function isMood(value: unknown): value is Mood {
  return MOODS.includes(value as Mood);
}

export function rememberStartingMood(mood: Mood): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, mood);
  } catch {
    // Storage off (private mode, quota): the ?mood= of the link still carries it.
  }
}

export function readStartingMood(): Mood | null {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    return isMood(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function signUpPathFor(mood: Mood): string {
  return `/signup?mood=${mood}`;
}
