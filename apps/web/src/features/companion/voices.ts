import type { PreferenceLanguage } from '@maeum/api-types';

/** The voice persona catalogue (spec 001 §3). */
export const VOICES = [
  { id: 'late-night-safe-space', name: 'The Late-Night Safe Space', language: 'en' },
  { id: 'chill-bestie', name: 'The Chill Bestie', language: 'en' },
  { id: 'hype-friend', name: 'The Hype Friend', language: 'ko' },
] as const satisfies readonly { id: string; name: string; language: PreferenceLanguage }[];

export type Voice = (typeof VOICES)[number];
export const DEFAULT_VOICE: Voice = VOICES[0];

export function voiceOf(id: string | null | undefined): Voice {
  return VOICES.find((v) => v.id === id) ?? DEFAULT_VOICE;
}

/** The first persona that speaks the interface's language: a Korean screen starts in Korean. */
export function defaultVoiceFor(language: string | undefined): Voice {
  const lang = language?.startsWith('ko') ? 'ko' : 'en';
  return VOICES.find((v) => v.language === lang) ?? DEFAULT_VOICE;
}

export const speechLang = (language: PreferenceLanguage) => (language === 'ko' ? 'ko-KR' : 'en-US');
