import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeContext, type ThemeContextValue } from './theme-context';
import {
  DARK_MODE_STORAGE_KEY,
  applyDarkClass,
  parseDarkMode,
  readDarkMode,
  saveDarkMode,
} from './theme-storage';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [isDark, setIsDark] = useState(readDarkMode);

  useEffect(() => applyDarkClass(isDark), [isDark]);

  // Another tab changed the theme: follow it, so tabs never disagree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DARK_MODE_STORAGE_KEY) setIsDark(parseDarkMode(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setDark = useCallback((next: boolean) => {
    setIsDark(next);
    saveDarkMode(next);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({ isDark, setDark, toggle: () => setDark(!isDark) }),
    [isDark, setDark],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
