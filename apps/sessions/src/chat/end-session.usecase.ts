import { Injectable } from '@nestjs/common';
import type { SessionView } from '@maeum/contracts';
import { DataKeys } from '../data-keys/data-keys';
import { TIME_UP } from '@maeum/ai';
import { type ChatMessageRow, messageView, sessionView } from './chat-rows';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';
import { SessionClosing } from './session-closing';
import { TranscriptRetention } from './transcript-retention';
import { SessionNotFoundError, SessionTooShortError } from './sessions.exception';

/** A client's clock may run a little behind the server's: its time-up end still counts as one. */
const TIME_UP_GRACE_MS = 5000;

/**
 * The end button, leaving the page (a keepalive request) or 5 minutes hidden. Ending twice gives
 * the same session; ending with only the welcome is the spec's Notice.
 */
@Injectable()
export class EndSessionUseCase {
  constructor(
    private readonly unitOfWork: SessionsUnitOfWork,
    private readonly keys: DataKeys,
    private readonly closing: SessionClosing,
    private readonly retention: TranscriptRetention,
  ) {}

  async execute(userId: string, id: string): Promise<SessionView> {
    const cipher = await this.keys.cipherFor(userId);
    const keepTranscript = await this.retention.keeps(userId);
    let closing: ChatMessageRow | undefined;
    // The end writes sessions.session.ended.v1 with it.
    const row = await this.unitOfWork.run(async (scope) => {
      const locked = await scope.sessions.lock(userId, id);
      if (!locked) throw new SessionNotFoundError();
      if (locked.ended_at) return locked;
      if (locked.message_count <= 1) throw new SessionTooShortError();
      // The plan's time is up: the companion says goodbye, and that is saved last.
      const timeUp = Date.now() >= locked.closes_at.getTime() - TIME_UP_GRACE_MS;
      if (timeUp) {
        closing = await scope.messages.add({
          sessionId: locked.id,
          userId,
          role: 'assistant',
          contentEnc: cipher.seal(TIME_UP[locked.language][locked.tone]),
        });
      }
      const counted = { ...locked, message_count: locked.message_count + (closing ? 1 : 0) };
      return (await this.closing.close(
        scope,
        counted,
        cipher,
        timeUp ? 'time_up' : 'ended',
        keepTranscript,
      ))!;
    });
    return {
      ...sessionView(row, cipher),
      ...(closing ? { closingMessage: messageView(closing, cipher) } : {}),
    };
  }
}
