import { Injectable } from '@nestjs/common';
import { SESSION_RATED_V1, type SessionRatingView } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { ChatStore } from './chat.store';
import { SessionNotFoundError, SessionOpenError } from './sessions.exception';

/**
 * POST /api/sessions/:id/rating: "how do you feel now?" after an ended session, 1–10. A second
 * answer replaces the first; the journal's mood score follows through sessions.session.rated.v1,
 * written with the rating.
 */
@Injectable()
export class RateSessionUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: ChatStore,
    private readonly outbox: Outbox,
  ) {}

  async execute(userId: string, id: string, rating: number): Promise<SessionRatingView> {
    const view = await this.dataSource.transaction(async (manager) => {
      const rated = await this.store.rate(manager, userId, id, rating);
      if (!rated) throw new SessionNotFoundError();
      if (rated === 'open') throw new SessionOpenError();
      const ratedAt = rated.toISOString();
      await this.outbox.add(manager, SESSION_RATED_V1, { userId, sessionId: id, rating, ratedAt });
      return { sessionId: id, rating, ratedAt };
    });
    this.outbox.notifyCommitted();
    return view;
  }
}
