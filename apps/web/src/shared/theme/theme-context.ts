import { createContext } from 'react';

export interface ThemeContextValue {
  isDark: boolean;
  setDark: (isDark: boolean) => void;
  toggle: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);
