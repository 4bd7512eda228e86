import { Injectable } from '@nestjs/common';
import { EventEnvelope, USAGE_HOLDS_SETTLED_V1, UsageHoldsSettledV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { UsageRepository } from './usage.repository';
import { ReleaseUsageUseCase } from './release-usage.usecase';

/** The sessions service's word on its holds: texts that got their reply, sessions dropped unused. */
@Injectable()
export class UsageHoldsSettledListener implements EventHandler<typeof USAGE_HOLDS_SETTLED_V1> {
  readonly subject = USAGE_HOLDS_SETTLED_V1;
  readonly name = 'settle-usage-holds';

  constructor(private readonly usage: ReleaseUsageUseCase) {}

  async handle(event: EventEnvelope<UsageHoldsSettledV1>, manager: EntityManager): Promise<void> {
    const { userId, kept, released } = event.data;
    await this.usage.settle(new UsageRepository(manager), userId, kept, released);
  }
}
