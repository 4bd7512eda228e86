import type { Language } from './language';

export const LANGUAGE_FLAGS: Record<Language, string> = { en: '🇺🇸', ko: '🇰🇷' };
