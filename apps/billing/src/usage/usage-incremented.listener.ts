import { Injectable } from '@nestjs/common';
import { EventEnvelope, USAGE_INCREMENTED_V1, UsageIncrementedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { UsageRepository } from './usage.repository';
import { ReleaseUsageUseCase } from './release-usage.usecase';

/**
 * increment_subscription_usage (spec doc 2 §7): a session got its first reply. Its place in the
 * month was counted when it was reserved (its hold, under the session's id); the reply keeps it.
 * A session without a hold (its hold expired and was given back) counts nothing: the counters
 * move only by a reservation, which is what keeps them within the plan under concurrency.
 */
@Injectable()
export class UsageIncrementedListener implements EventHandler<typeof USAGE_INCREMENTED_V1> {
  readonly subject = USAGE_INCREMENTED_V1;
  readonly name = 'count-session-usage';

  constructor(private readonly usage: ReleaseUsageUseCase) {}

  async handle(event: EventEnvelope<UsageIncrementedV1>, manager: EntityManager): Promise<void> {
    await this.usage.settle(new UsageRepository(manager), event.data.userId, [event.data.sessionId], []);
  }
}
