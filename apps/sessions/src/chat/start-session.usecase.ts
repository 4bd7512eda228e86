import { Injectable } from '@nestjs/common';
import { WELCOME } from '@maeum/ai';
import type { StartSessionRequest, StartSessionView } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { DataKeys } from '../data-keys/data-keys';
import { messageView, sessionView } from './chat-rows';
import { ChatStore } from './chat.store';
import { PlanLimits } from './plan-limits';
import { SessionLimitReachedError } from './sessions.exception';
import { SessionClosing } from './session-closing';
import { TranscriptRetention } from './transcript-retention';

const NEW_TITLE = { en: 'New conversation', ko: '새 대화' } as const;

/**
 * Spec 001 §4 "Text session": a record is created on entry, with the welcome. Billing is asked
 * first; an earlier open session of the same kind is closed (saved, or dropped when it held only
 * its welcome), so one tab's reload never leaves a session open for ever.
 */
@Injectable()
export class StartSessionUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: ChatStore,
    private readonly keys: DataKeys,
    private readonly limits: PlanLimits,
    private readonly closing: SessionClosing,
    private readonly retention: TranscriptRetention,
  ) {}

  async execute(userId: string, request: StartSessionRequest): Promise<StartSessionView> {
    const limits = await this.limits.check(userId, request.type);
    if (!limits.allowed) throw new SessionLimitReachedError(limits.reason);
    const cipher = await this.keys.cipherFor(userId);
    const { session, welcome } = await this.dataSource.transaction(async (manager) => {
      // The consent is asked of auth only when an earlier session has words to keep or drop.
      let keepTranscript: boolean | undefined;
      for (const open of await this.store.openSessions(manager, userId, request.type)) {
        if (open.message_count > 1) keepTranscript ??= await this.retention.keeps(userId);
        await this.closing.close(manager, open, cipher, 'replaced', keepTranscript ?? true);
      }
      const created = await this.store.create(manager, {
        userId,
        type: request.type,
        tone: request.tone,
        language: request.language,
        voiceId: request.voiceId ?? null,
        titleEnc: cipher.seal(NEW_TITLE[request.language]),
        minutes: limits.sessionMinutes,
      });
      const message = await this.store.addMessage(manager, {
        sessionId: created.id,
        userId,
        role: 'assistant',
        contentEnc: cipher.seal(WELCOME[request.language][request.tone]),
      });
      return { session: { ...created, message_count: 1 }, welcome: message };
    });
    return { session: sessionView(session, cipher), messages: [messageView(welcome, cipher)] };
  }
}
