import { Injectable, Logger } from '@nestjs/common';
import { SessionNotFoundError } from '../chat/sessions.exception';
import { DataKeys } from '../data-keys/data-keys';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';

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
    private readonly unitOfWork: SessionsUnitOfWork,
    private readonly keys: DataKeys,
  ) {}

  /** A sentence named for a session must name the caller's own: another's is not found. */
  async checkOwner(userId: string, sessionId: string): Promise<void> {
    if (!(await this.unitOfWork.direct().sessions.find(userId, sessionId))) throw new SessionNotFoundError();
  }

  async execute(userId: string, clip: VoiceClip): Promise<void> {
    try {
      const { sessions, clips } = this.unitOfWork.direct();
      const session = await sessions.find(userId, clip.sessionId);
      if (!session || session.session_type !== 'voice') return;
      if (session.ended_at && !session.summary_enc) return;
      const cipher = await this.keys.cipherFor(userId);
      await clips.add({
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
