import { Injectable } from '@nestjs/common';
import { EventEnvelope, USER_DELETED_V1, UserDeletedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { CustomerRepository } from './customer.repository';

/**
 * Deletes everything billing holds about a deleted account. A redelivery is skipped by the inbox,
 * and deleting rows that are already gone does nothing, so the effect happens once either way.
 * The tombstone stops a late user.registered (its consumer is independent of this one) from
 * creating the customer again.
 */
@Injectable()
export class UserDeletedListener implements EventHandler<typeof USER_DELETED_V1> {
  readonly subject = USER_DELETED_V1;
  readonly name = 'delete-customer-data';

  async handle(event: EventEnvelope<UserDeletedV1>, manager: EntityManager): Promise<void> {
    const customers = new CustomerRepository(manager);
    await customers.lockUser(event.data.userId);
    await customers.forget(event.data.userId, new Date(event.data.deletedAt));
  }
}
