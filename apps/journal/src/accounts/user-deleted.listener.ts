import { Injectable } from '@nestjs/common';
import { EventEnvelope, USER_DELETED_V1, UserDeletedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { CacheBroadcast } from '@maeum/service-kit';
import { EntityManager } from 'typeorm';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { journalRepositories } from '../journal.unit-of-work';

/**
 * Deletes every entry, analysis, prompt, recap, booster log, habit day and statistic of a deleted account and shreds its data key, so
 * a backup taken before today cannot be read either. A redelivery deletes nothing more.
 */
@Injectable()
export class UserDeletedListener implements EventHandler<typeof USER_DELETED_V1> {
  readonly subject = USER_DELETED_V1;
  readonly name = 'delete-journal-data';

  constructor(
    private readonly keys: JournalDataKeys,
    private readonly broadcast: CacheBroadcast,
  ) {}

  async handle(event: EventEnvelope<UserDeletedV1>, manager: EntityManager): Promise<void> {
    const { userId } = event.data;
    const { accounts } = journalRepositories(manager);
    await accounts.deleteAll(userId);
    await accounts.markDeleted(userId);
    await this.keys.destroy(manager, userId);
    // Every replica drops the key and what it opened (and, in the journal, the cached views).
    this.broadcast.announce('user', userId);
  }
}
