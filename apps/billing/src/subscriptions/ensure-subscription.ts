import type { TransactionOutbox } from '@maeum/service-kit';
import type { CustomerRepository } from '../customers/customer.repository';
import { recordSubscriptionChange } from './subscription-changed';
import type { SubscriptionRepository } from './subscription.repository';
import type { SubscriptionRow } from './subscription-row';

/**
 * Creates the Free subscription unless the user has one or was deleted (the tombstone), and
 * records `created` in the outbox with it. Returns the row, or null for a deleted account.
 */
export async function ensureSubscription(
  scope: { customers: CustomerRepository; subscriptions: SubscriptionRepository; outbox: TransactionOutbox },
  userId: string,
  monthStart: string,
): Promise<SubscriptionRow | null> {
  await scope.customers.lockUser(userId);
  const existing = await scope.subscriptions.lockByUser(userId);
  if (existing) return existing;
  const row = await scope.subscriptions.insertFree(userId, monthStart);
  if (row) await recordSubscriptionChange(scope.outbox, row, 'created');
  return row;
}
