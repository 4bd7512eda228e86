import { Injectable } from '@nestjs/common';
import type { SessionDetailView } from '@maeum/contracts';
import { DataKeys } from '../data-keys/data-keys';
import { messageView, sessionView } from './chat-rows';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';
import { HistoryAccess } from './history-access';
import { SessionNotFoundError } from './sessions.exception';

/**
 * One session with its whole transcript, for its owner only. Without Plus only the latest session
 * opens (the Free preview); an older one is 403 `plan_required`.
 */
@Injectable()
export class GetSessionUseCase {
  constructor(
    private readonly unitOfWork: SessionsUnitOfWork,
    private readonly keys: DataKeys,
    private readonly access: HistoryAccess,
  ) {}

  async execute(userId: string, id: string): Promise<SessionDetailView> {
    const { sessions, messages: transcript, clips } = this.unitOfWork.direct();
    const row = await sessions.find(userId, id);
    if (!row) throw new SessionNotFoundError();
    await this.access.assertOpens(userId, row.id);
    const cipher = await this.keys.cipherFor(userId);
    const [messages, audioParts] = await Promise.all([transcript.of(row.id), clips.partsOf(row.id)]);
    return {
      session: sessionView(row, cipher),
      messages: messages.map((m) => {
        const parts = audioParts.get(m.id);
        return { ...messageView(m, cipher), ...(parts ? { audioParts: parts } : {}) };
      }),
    };
  }
}
