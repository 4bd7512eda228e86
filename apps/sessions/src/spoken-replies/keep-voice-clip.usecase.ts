import { Injectable, Logger } from '@nestjs/common';
import { ChatStore } from '../chat/chat.store';
import { SessionNotFoundError } from '../chat/sessions.exception';
import { DataKeys } from '../data-keys/data-keys';
import { VoiceClipsStore } from './voice-clips.store';

export interface VoiceClip {
  sessionId: string;
  turnId: string;
  part: number;
  audio: Buffer;
}

/**
 * Keeps a sentence of a spoken reply, sealed with the person's key, for the transcript to play.
 * Only in their own voice session, and not once a session that kept no transcript has ended.
 * Keeping is a courtesy: a failure is logged and the speech still plays.
 */
@Injectable()
export class KeepVoiceClipUseCase {
  private readonly logger = new Logger(KeepVoiceClipUseCase.name);

  constructor(
    private readonly sessions: ChatStore,
    private readonly clips: VoiceClipsStore,
    private readonly keys: DataKeys,
  ) {}

  /** A sentence named for a session must name the caller's own: another's is not found. */
  async checkOwner(userId: string, sessionId: string): Promise<void> {
    if (!(await this.sessions.find(userId, sessionId))) throw new SessionNotFoundError();
  }

  async execute(userId: string, clip: VoiceClip): Promise<void> {
    try {
      const session = await this.sessions.find(userId, clip.sessionId);
      if (!session || session.session_type !== 'voice') return;
      if (session.ended_at && !session.summary_enc) return;
      const cipher = await this.keys.cipherFor(userId);
      await this.clips.add({
        sessionId: session.id,
        userId,
        turnId: clip.turnId,
        part: clip.part,
        audioEnc: cipher.sealBytes(clip.audio),
      });
    } catch (error) {
      this.logger.warn({ error: (error as Error).message }, 'Keeping a voice clip failed');
    }
  }
}
