import type { Tone } from './bank/reply-bank.types';

export type CompanionLanguage = 'en' | 'ko';

export const PERSONAS = {
  'late-night-safe-space': { name: 'The Late-Night Safe Space', language: 'en' },
  'chill-bestie': { name: 'The Chill Bestie', language: 'en' },
  'hype-friend': { name: 'The Hype Friend', language: 'ko' },
} as const;
export type PersonaId = keyof typeof PERSONAS;
export const DEFAULT_PERSONA: PersonaId = 'late-night-safe-space';

/** The session's voice as a persona; a text session (no voice) speaks as the default one. */
export function personaOf(voiceId: string | null | undefined): PersonaId {
  return voiceId && Object.hasOwn(PERSONAS, voiceId) ? (voiceId as PersonaId) : DEFAULT_PERSONA;
}

/** The spec's text settings (spec 001 §5): 150 output tokens, temperature 0.7. */
export const REPLY_MAX_OUTPUT_TOKENS = 150;
export const REPLY_TEMPERATURE = 0.7;

export interface CompanionTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** Everything a provider needs for one reply. The message has already passed the safety gate. */
export interface CompanionRequest {
  language: CompanionLanguage;
  tone: Tone;
  persona: PersonaId;
  /** This session's earlier turns, oldest first, without the message being answered. */
  history: CompanionTurn[];
  message: string;
  /** What the companion remembers of earlier sessions (summaries, onboarding context). */
  memory: string[];
  /** A crisis referral was given earlier in this session: keep to safety and support. */
  afterCrisis: boolean;
  /** Stable per session, so the offline companion's choices differ between sessions. */
  seed: string;
}

/** A source of replies: streams the text in pieces and stops when the signal aborts. */
export interface ChatProvider {
  readonly name: string;
  stream(request: CompanionRequest, signal: AbortSignal): AsyncIterable<string>;
}
