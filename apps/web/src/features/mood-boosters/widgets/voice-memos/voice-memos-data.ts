/** Spec 001 §9 "Voice memo recording": mono 44100 Hz, echo cancellation, noise suppression. */
export const AUDIO_CONSTRAINTS: MediaStreamConstraints = {
  audio: { channelCount: 1, sampleRate: 44100, echoCancellation: true, noiseSuppression: true },
};
/** webm opus where the browser has it, else the browser's default. */
export const PREFERRED_MIME_TYPE = 'audio/webm;codecs=opus';
/** A data chunk every 1 s. */
export const CHUNK_MS = 1000;

/** A memo as kept in the browser (spec 001 §3); its object URL is made on each visit. */
export interface VoiceMemo {
  id: string;
  /** N of 'Voice Memo N': the count of memos when it was made, plus one. */
  number: number;
  /** The name the person gave it; null shows 'Voice Memo N' in the current language. */
  title: string | null;
  audio: Blob;
  durationSeconds: number;
  /** ISO 8601. */
  createdAt: string;
}

function isMemo(value: unknown): value is VoiceMemo {
  if (typeof value !== 'object' || value === null) return false;
  const memo = value as Record<string, unknown>;
  return (
    typeof memo.id === 'string' &&
    typeof memo.number === 'number' &&
    (memo.title === null || typeof memo.title === 'string') &&
    memo.audio instanceof Blob &&
    typeof memo.durationSeconds === 'number' &&
    typeof memo.createdAt === 'string'
  );
}

/** The well-formed memos of what was stored. */
export function acceptMemos(stored: unknown): VoiceMemo[] | undefined {
  return Array.isArray(stored) ? stored.filter(isMemo) : undefined;
}

/** A file name the operating systems accept. */
export function downloadName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'voice-memo'}.webm`;
}
