import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { UsageHoldsStore } from './usage-holds.store';

/**
 * What becomes of holds: kept when their reply came (the count stays), given back when it never
 * will (the count goes). Either happens once: the hold's row is what is taken, so a repeat, or a
 * release after a keep, finds nothing.
 */
@Injectable()
export class ReleaseUsageUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly holds: UsageHoldsStore,
  ) {}

  /** billing.usage.release: the sessions service's failure path (a reply that did not come). */
  release(userId: string, holdIds: string[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // Lost in a crash, the holds are back and expire: given back then.
      await this.holds.commitWithoutWaitingForDisk(manager);
      return this.holds.giveBack(manager, userId, holdIds, false);
    });
  }

  /** From the sessions service's outbox, in the consumer's transaction. */
  async settle(manager: EntityManager, userId: string, kept: string[], released: string[]): Promise<void> {
    if (kept.length) await this.holds.keep(manager, userId, kept);
    if (released.length) await this.holds.giveBack(manager, userId, released, false);
  }
}
