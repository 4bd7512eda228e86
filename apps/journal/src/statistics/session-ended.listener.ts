import { Injectable } from '@nestjs/common';
import { type EventEnvelope, SESSION_ENDED_V1, type SessionEndedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { StatisticsCache } from './statistics.cache';
import { journalRepositories } from '../journal.unit-of-work';

/** An ended session becomes a row of the person's session analytics (type, length, messages, direction). */
@Injectable()
export class SessionEndedListener implements EventHandler<typeof SESSION_ENDED_V1> {
  readonly subject = SESSION_ENDED_V1;
  readonly name = 'record-session-analytics';

  constructor(private readonly cache: StatisticsCache) {}

  async handle(event: EventEnvelope<SessionEndedV1>, manager: EntityManager): Promise<void> {
    const { statistics } = journalRepositories(manager);
    await statistics.recordSessionEnded(event.data);
    this.cache.forget(event.data.userId);
  }
}
