import { Injectable } from '@nestjs/common';
import { EventEnvelope, USER_REGISTERED_V1, UserRegisteredV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import { CustomerRepository } from './customer.repository';

/** A new account: the customer row and its Free subscription (spec §4), once per user. */
@Injectable()
export class UserRegisteredListener implements EventHandler<typeof USER_REGISTERED_V1> {
  readonly subject = USER_REGISTERED_V1;
  readonly name = 'record-customer';

  constructor(private readonly subscriptions: SubscriptionStore) {}

  async handle(event: EventEnvelope<UserRegisteredV1>, manager: EntityManager): Promise<void> {
    const customers = new CustomerRepository(manager);
    await customers.lockUser(event.data.userId);
    // The account may already be gone: user.deleted can be handled first.
    if (await customers.isDeleted(event.data.userId)) return;
    await customers.insertOnce({
      userId: event.data.userId,
      email: event.data.email,
      registeredAt: new Date(event.data.registeredAt),
    });
    await this.subscriptions.ensure(manager, event.data.userId);
  }
}
