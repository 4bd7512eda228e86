import { Injectable } from '@nestjs/common';
import { type EventEnvelope, SESSION_RATED_V1, type SessionRatedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { StatisticsCache } from './statistics.cache';
import { journalRepositories } from '../journal.unit-of-work';

/** "How do you feel now?": the rating the mood score is made of (the latest answer per session). */
@Injectable()
export class SessionRatedListener implements EventHandler<typeof SESSION_RATED_V1> {
  readonly subject = SESSION_RATED_V1;
  readonly name = 'record-session-rating';

  constructor(private readonly cache: StatisticsCache) {}

  async handle(event: EventEnvelope<SessionRatedV1>, manager: EntityManager): Promise<void> {
    const { statistics } = journalRepositories(manager);
    await statistics.recordRating(event.data);
    this.cache.forget(event.data.userId);
  }
}
