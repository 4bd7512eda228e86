import { Injectable } from '@nestjs/common';
import { EventEnvelope, USER_DELETED_V1, UserDeletedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { AdminUsersRepository } from '../access/admin-users.repository';

/**
 * A deleted account is no longer an admin. The audit log keeps its rows (ids only, no personal
 * data): it is append-only, and the record of what was done outlives the one who did it.
 */
@Injectable()
export class UserDeletedListener implements EventHandler<typeof USER_DELETED_V1> {
  readonly subject = USER_DELETED_V1;
  readonly name = 'remove-deleted-admin';

  async handle(event: EventEnvelope<UserDeletedV1>, manager: EntityManager): Promise<void> {
    await new AdminUsersRepository(manager).forget(event.data.userId);
  }
}
