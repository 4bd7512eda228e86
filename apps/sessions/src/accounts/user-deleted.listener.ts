import { Injectable } from '@nestjs/common';
import { EventEnvelope, USER_DELETED_V1, UserDeletedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { CacheBroadcast } from '@maeum/service-kit';
import { EntityManager } from 'typeorm';
import { DataKeys } from '../data-keys/data-keys';
import { MemoryBook } from '../memory/memory-book';

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
    private readonly memory: MemoryBook,
    private readonly broadcast: CacheBroadcast,
  ) {}

  async handle(event: EventEnvelope<UserDeletedV1>, manager: EntityManager): Promise<void> {
    const { userId } = event.data;
    await this.memory.forget(manager, userId);
    await manager.query(`DELETE FROM "sessions"."chat_sessions" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "sessions"."chat_messages" WHERE "user_id" = $1`, [userId]);
    await this.keys.destroy(manager, userId);
    // Every replica drops the key and what it opened (and, in the journal, the cached views).
    this.broadcast.announce('user', userId);
  }
}
