import type { ChatMessageView, SessionCardView, SessionView } from '@maeum/contracts';
import type { UserCipher } from '../data-keys/data-keys';

export interface ChatSessionRow {
  id: string;
  user_id: string;
  session_type: 'text' | 'voice';
  tone: 'normal' | 'genz';
  language: 'en' | 'ko';
  voice_id: string | null;
  /** The title and mood tags are sealed like the words they come from. */
  title_enc: string;
  started_at: Date;
  last_message_at: Date;
  closes_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
  summary_enc: string | null;
  preview_enc: string | null;
  mood_tags_enc: string[];
  message_count: number;
  usage_counted: boolean;
  crisis_shown: boolean;
  /** The safety gate's RiskState, sealed. */
  risk_state_enc: string | null;
}

export interface ChatMessageRow {
  id: string;
  session_id: string;
  seq: number;
  role: 'user' | 'assistant';
  content_enc: string;
  crisis: boolean;
  concern: boolean;
  interrupted: boolean;
  created_at: Date;
}

export const SESSION_COLUMNS = `"id", "user_id", "session_type", "tone", "language", "voice_id", "title_enc", "started_at",
  "last_message_at", "closes_at", "ended_at", "end_reason", "summary_enc", "preview_enc", "mood_tags_enc", "message_count",
  "usage_counted", "crisis_shown", "risk_state_enc"`;

export const MESSAGE_COLUMNS = `"id", "session_id", "seq", "role", "content_enc", "crisis", "concern", "interrupted", "created_at"`;

export function sessionView(row: ChatSessionRow & { memoryFull?: boolean }, cipher: UserCipher): SessionView {
  return {
    id: row.id,
    type: row.session_type,
    tone: row.tone,
    language: row.language,
    title: cipher.open(row.title_enc),
    startedAt: row.started_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    summary: row.summary_enc ? cipher.open(row.summary_enc) : null,
    moodTags: row.mood_tags_enc.map((tag) => cipher.open(tag)),
    messageCount: row.message_count,
    closesAt: row.closes_at.toISOString(),
    crisisShown: row.crisis_shown,
    ...(row.memoryFull ? { memoryFull: true } : {}),
  };
}

export function messageView(row: ChatMessageRow, cipher: UserCipher): ChatMessageView {
  return {
    id: row.id,
    role: row.role,
    content: cipher.open(row.content_enc),
    createdAt: row.created_at.toISOString(),
    ...(row.interrupted ? { interrupted: true } : {}),
    ...(row.crisis && row.role === 'assistant' ? { crisis: true } : {}),
    ...(row.concern && row.role === 'assistant' ? { concern: true } : {}),
  };
}

export function cardView(row: ChatSessionRow, cipher: UserCipher): SessionCardView {
  const end = row.ended_at ?? row.last_message_at;
  return {
    id: row.id,
    type: row.session_type,
    title: cipher.open(row.title_enc),
    startedAt: row.started_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? null,
    durationSeconds: Math.max(0, Math.round((end.getTime() - row.started_at.getTime()) / 1000)),
    messageCount: row.message_count,
    // Spec 001 §7: the first user message (100 characters) or the summary.
    preview: row.preview_enc
      ? cipher.open(row.preview_enc)
      : row.summary_enc
        ? cipher.open(row.summary_enc)
        : '',
    moodTags: row.mood_tags_enc.map((tag) => cipher.open(tag)),
  };
}
