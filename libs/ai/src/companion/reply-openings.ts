import type { CompanionLanguage } from './companion-request';

/**
 * How a reply opens: its first word in Korean, its first two in English, without punctuation. Two
 * replies of one session never open alike (issue 22); the harness measures the same thing.
 */
export function openingOf(reply: string, language: CompanionLanguage): string {
  const words = reply
    .toLowerCase()
    .replace(/[.,!?…:;"'“”‘’]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.slice(0, language === 'ko' ? 1 : 2).join(' ');
}
