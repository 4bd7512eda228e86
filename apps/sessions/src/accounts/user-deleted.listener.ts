import { Injectable } from '@nestjs/common';
import { EventEnvelope, USER_DELETED_V1, UserDeletedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { CacheBroadcast } from '@maeum/service-kit';
import { EntityManager } from 'typeorm';
import { DataKeys } from '../data-keys/data-keys';
import { sessionsRepositories } from '../sessions.unit-of-work';

/**
 * Deletes every session and message of a deleted account and shreds its data key, so even a
 * backup taken before today cannot be read without the master key and a key that no longer
 * exists. Deleting what is already gone does nothing: a redelivery is harmless.
 */
@Injectable()
export class UserDeletedListener implements EventHandler<typeof USER_DELETED_V1> {
  readonly subject = USER_DELETED_V1;
  readonly name = 'delete-session-data';

  constructor(
    private readonly keys: DataKeys,
    private readonly broadcast: CacheBroadcast,
  ) {}

  async handle(event: EventEnvelope<UserDeletedV1>, manager: EntityManager): Promise<void> {
    const { userId } = event.data;
    // In the durable consumer's transaction: the repositories are made on the manager it hands.
    const { memories, accounts } = sessionsRepositories(manager);
    await memories.clear(userId);
    await memories.deleteSettings(userId);
    await accounts.deleteSessionsAndMessages(userId);
    await this.keys.destroy(manager, userId);
    // Every replica drops the key and what it opened (and, in the journal, the cached views).
    this.broadcast.announce('user', userId);
  }
}
