import type { CompanionLanguage } from './companion-request';

/** Spec 001 §5: replies stay under 100 words, or under 100 characters in Korean. */
export const REPLY_MAX_WORDS = 99;
export const REPLY_MAX_KO_CHARS = 99;

const HANGUL = /[가-힣]/;

export function isKoreanText(text: string, language: CompanionLanguage): boolean {
  return language === 'ko' || HANGUL.test(text);
}

export function fitsCap(text: string, language: CompanionLanguage): boolean {
  return isKoreanText(text, language)
    ? [...text.trim()].length <= REPLY_MAX_KO_CHARS
    : text.trim().split(/\s+/).filter(Boolean).length <= REPLY_MAX_WORDS;
}

/**
 * Cuts a reply to the cap, at the last sentence end that fits when there is one, so a model that
 * ran long still ends on a whole thought.
 */
export function capReply(text: string, language: CompanionLanguage): string {
  const trimmed = text.trim();
  if (fitsCap(trimmed, language)) return trimmed;
  const cut = isKoreanText(trimmed, language)
    ? [...trimmed].slice(0, REPLY_MAX_KO_CHARS - 1).join('')
    : trimmed.split(/\s+/).slice(0, REPLY_MAX_WORDS).join(' ');
  const sentenceEnd = Math.max(
    cut.lastIndexOf('. '),
    cut.lastIndexOf('? '),
    cut.lastIndexOf('! '),
    cut.lastIndexOf('요. '),
  );
  const lastStop = Math.max(sentenceEnd, ...['.', '?', '!', '…'].map((stop) => cut.lastIndexOf(stop)));
  return lastStop > cut.length / 2 ? cut.slice(0, lastStop + 1).trim() : `${cut.trim()}…`;
}
