import type { SessionType } from './billing';
import type { PreferenceLanguage, TonePreference } from './me';

/** One helpline of the crisis card; `tel` is what a phone dials. */
export interface CrisisLine {
  number: string;
  tel: string;
  label: { en: string; ko: string };
}

/** GET /api/safety/crisis-lines (public): the lines every crisis card shows, as the server holds them. */
export interface CrisisLinesView {
  lines: CrisisLine[];
}

/** A user message is at most this long (characters); longer ones are refused, never cut. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const SESSION_HISTORY_TYPES = ['all', 'text', 'voice'] as const;
export type SessionHistoryType = (typeof SESSION_HISTORY_TYPES)[number];
export const SESSION_SEARCH_MAX_LENGTH = 100;
/** The AI notice comes again after this much continuous use. */
export const AI_NOTICE_REPEAT_MS = 3 * 60 * 60 * 1000;

export type ChatRole = 'user' | 'assistant';

export interface ChatMessageView {
  id: string;
  role: ChatRole;
  content: string;
  createdAt: string;
  /** The reply was cut short (the reader left, or the provider stopped mid-way). */
  interrupted?: boolean;
  /** This reply is the crisis referral; the card stays pinned from here on. */
  crisis?: boolean;
  /** This reply asked, kindly and directly, whether the person is thinking of ending their life (the gate's `concern`). */
  concern?: boolean;
  /** A spoken reply kept as audio: GET .../messages/:messageId/audio/:part for part 0 … n-1. */
  audioParts?: number;
}

/** POST /api/sessions */
export interface StartSessionRequest {
  type: SessionType;
  tone: TonePreference;
  language: PreferenceLanguage;
  voiceId?: string;
}

export interface SessionView {
  id: string;
  type: SessionType;
  tone: TonePreference;
  language: PreferenceLanguage;
  title: string;
  startedAt: string;
  endedAt: string | null;
  summary: string | null;
  moodTags: string[];
  messageCount: number;
  /** When the plan's session length runs out (10/20/30 minutes after the start). */
  closesAt: string;
  /** A crisis referral was given in this session: the card stays pinned. */
  crisisShown: boolean;
  /** Only on ending: the companion's memory was full, so this session was not remembered. */
  memoryFull?: boolean;
  /** Only on ending when the plan's time was up: the companion's gentle closing message, saved last. */
  closingMessage?: ChatMessageView;
}

export interface StartSessionView {
  session: SessionView;
  messages: ChatMessageView[];
}

/** POST /api/sessions/:id/messages */
export interface SendMessageRequest {
  content: string;
}

export interface SendMessageView {
  message: ChatMessageView;
  userMessage: ChatMessageView;
  /** The safety gate's outcome was `crisis`: the reply is the referral and the card is pinned. */
  crisis?: { lines: CrisisLine[] };
  /** The outcome was `concern`: the reply asks directly; the card is shown quietly beside it. */
  concern?: { lines: CrisisLine[] };
  /** The plan's session length is up: this was the closing message and the session is saved. */
  sessionEnded?: boolean;
}

/** One chunk of a streamed reply (docs/architecture.md, Streaming): deltas, then done or error. */
export type ReplyStreamChunk =
  | { seq: number; delta: string }
  | { seq: number; done: SendMessageView }
  | { seq: number; error: { code: string; message: string } };

export interface SessionListQuery {
  type?: SessionHistoryType;
  q?: string;
  /** The startedAt of the last card shown (newest first, 20 a page). */
  cursor?: string;
}

export interface SessionCardView {
  id: string;
  type: SessionType;
  title: string;
  startedAt: string;
  endedAt: string | null;
  durationSeconds: number;
  messageCount: number;
  preview: string;
  moodTags: string[];
}

export interface SessionDetailView {
  session: SessionView;
  messages: ChatMessageView[];
}

/** What the companion remembers across sessions (GET /api/memory); the person sees and edits all of it. */
export const MEMORY_LIMIT = 20;
export const MEMORY_MAX_LENGTH = 300;

export interface MemoryItemView {
  id: string;
  content: string;
  /** The session it came from (null once that session is gone). */
  sessionId: string | null;
  sessionTitle: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface MemoryView {
  enabled: boolean;
  limit: number;
  items: MemoryItemView[];
}

/** PATCH /api/memory/:id */
export interface EditMemoryRequest {
  content: string;
}

/** PATCH /api/memory/settings */
export interface MemorySettingsRequest {
  enabled: boolean;
}

/** POST /api/tts: the companion's words spoken by the server's voice provider (204 when there is none). */
export const TTS_TEXT_MAX_LENGTH = 1000;
export interface TtsRequest {
  text: string;
  voiceId: string;
  /**
   * A sentence of a reply in a voice session: the clip is kept with the reply (sealed) so its
   * transcript can play it. `turnId` is the page's id for the reply, `part` the sentence's place.
   */
  sessionId?: string;
  turnId?: string;
  part?: number;
}
/** The most sentences of one reply kept as audio. */
export const SPOKEN_PARTS_MAX = 40;

/**
 * POST /api/sessions/:id/messages/:messageId/spoken, after a spoken reply: the clips of `turnId`
 * are kept with it, and `heard` (when the person cut in) is what was said before they did — the
 * saved reply keeps only that, marked interrupted. `heard` must be the start of the reply.
 */
export interface SpokenReplyRequest {
  turnId?: string;
  heard?: string;
}
export interface TtsView {
  /** Base64 MP3, or null when no voice provider is configured (the browser speaks). */
  audioBase64: string | null;
}

/** POST /api/stt?lang=en|ko: recorded speech as text, when a transcription model is configured (404 otherwise). */
export interface SttView {
  text: string;
}
export interface SttRequest {
  audioBase64: string;
  mimeType: string;
  language: PreferenceLanguage;
}
