import { Injectable } from '@nestjs/common';
import { SESSION_RATED_V1, type SessionRatingView } from '@maeum/contracts';
import { SessionsUnitOfWork } from '../sessions.unit-of-work';
import { SessionNotFoundError, SessionOpenError } from './sessions.exception';

/**
 * POST /api/sessions/:id/rating: "how do you feel now?" after an ended session, 1–10. A second
 * answer replaces the first; the journal's mood score follows through sessions.session.rated.v1,
 * written with the rating.
 */
@Injectable()
export class RateSessionUseCase {
  constructor(private readonly unitOfWork: SessionsUnitOfWork) {}

  async execute(userId: string, id: string, rating: number): Promise<SessionRatingView> {
    return this.unitOfWork.run(async ({ sessions, outbox }) => {
      const rated = await sessions.rate(userId, id, rating);
      if (!rated) throw new SessionNotFoundError();
      if (rated === 'open') throw new SessionOpenError();
      const ratedAt = rated.toISOString();
      await outbox.add(SESSION_RATED_V1, { userId, sessionId: id, rating, ratedAt });
      return { sessionId: id, rating, ratedAt };
    });
  }
}
