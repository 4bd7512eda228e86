// DO NOT RENAME: read before first paint by the inline script in index.html and kept across visits.
export const DARK_MODE_STORAGE_KEY = 'darkMode';

/** Saved as a JSON boolean; anything else (missing, malformed, no storage) means light, the default. */
export function readDarkMode(): boolean {
  try {
    return parseDarkMode(localStorage.getItem(DARK_MODE_STORAGE_KEY));
  } catch {
    return false;
  }
}

export function parseDarkMode(raw: string | null): boolean {
  if (raw === null) return false;
  try {
    return JSON.parse(raw) === true;
  } catch {
    return false;
  }
}

export function saveDarkMode(isDark: boolean): void {
  try {
    localStorage.setItem(DARK_MODE_STORAGE_KEY, JSON.stringify(isDark));
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this visit only.
  }
}

export function applyDarkClass(isDark: boolean): void {
  document.documentElement.classList.toggle('dark', isDark);
}
