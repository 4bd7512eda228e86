import { Injectable } from '@nestjs/common';
import { EventEnvelope, USER_REGISTERED_V1, UserRegisteredV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import { Customer } from './customer.entity';
import { DeletedUser } from './deleted-user.entity';
import { lockUser } from './lock-user';

/** A new account: the customer row and its Free subscription (spec §4), once per user. */
@Injectable()
export class UserRegisteredListener implements EventHandler<typeof USER_REGISTERED_V1> {
  readonly subject = USER_REGISTERED_V1;
  readonly name = 'record-customer';

  constructor(private readonly subscriptions: SubscriptionStore) {}

  async handle(event: EventEnvelope<UserRegisteredV1>, manager: EntityManager): Promise<void> {
    await lockUser(manager, event.data.userId);
    // The account may already be gone: user.deleted can be handled first.
    if (await manager.exists(DeletedUser, { where: { userId: event.data.userId } })) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(Customer)
      .values({
        userId: event.data.userId,
        email: event.data.email,
        registeredAt: new Date(event.data.registeredAt),
      })
      .orIgnore()
      .execute();
    await this.subscriptions.ensure(manager, event.data.userId);
  }
}
