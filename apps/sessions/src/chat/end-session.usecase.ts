import { Injectable } from '@nestjs/common';
import type { SessionView } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { DataKeys } from '../data-keys/data-keys';
import { sessionView } from './chat-rows';
import { ChatStore } from './chat.store';
import { SessionClosing } from './session-closing';
import { TranscriptRetention } from './transcript-retention';
import { SessionNotFoundError, SessionTooShortError } from './sessions.exception';

/**
 * The end button, leaving the page (a keepalive request) or 5 minutes hidden. Ending twice gives
 * the same session; ending with only the welcome is the spec's Notice.
 */
@Injectable()
export class EndSessionUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: ChatStore,
    private readonly keys: DataKeys,
    private readonly closing: SessionClosing,
    private readonly retention: TranscriptRetention,
  ) {}

  async execute(userId: string, id: string): Promise<SessionView> {
    const cipher = await this.keys.cipherFor(userId);
    const keepTranscript = await this.retention.keeps(userId);
    const row = await this.dataSource.transaction(async (manager) => {
      const locked = await this.store.lock(manager, userId, id);
      if (!locked) throw new SessionNotFoundError();
      if (locked.ended_at) return locked;
      if (locked.message_count <= 1) throw new SessionTooShortError();
      return (await this.closing.close(manager, locked, cipher, 'ended', keepTranscript))!;
    });
    return sessionView(row, cipher);
  }
}
