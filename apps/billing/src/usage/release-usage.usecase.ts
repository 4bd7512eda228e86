import { Injectable } from '@nestjs/common';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import type { UsageRepository } from './usage.repository';

/**
 * What becomes of holds: kept when their reply came (the count stays), given back when it never
 * will (the count goes). Either happens once: the hold's row is what is taken, so a repeat, or a
 * release after a keep, finds nothing.
 */
@Injectable()
export class ReleaseUsageUseCase {
  constructor(private readonly unitOfWork: BillingUnitOfWork) {}

  /** billing.usage.release: the sessions service's failure path (a reply that did not come). */
  release(userId: string, holdIds: string[]): Promise<number> {
    return this.unitOfWork.run(async ({ usage }) => {
      // Lost in a crash, the holds are back and expire: given back then.
      await usage.commitWithoutWaitingForDisk();
      return usage.giveBack(userId, holdIds, false);
    });
  }

  /** From the sessions service's outbox, with the repository on the consumer's transaction. */
  async settle(usage: UsageRepository, userId: string, kept: string[], released: string[]): Promise<void> {
    if (kept.length) await usage.keep(userId, kept);
    if (released.length) await usage.giveBack(userId, released, false);
  }
}
