import { SUBSCRIPTION_CHANGED_V1, type SubscriptionChangeKind } from '@maeum/contracts';
import type { TransactionOutbox } from '@maeum/service-kit';
import type { SubscriptionRow } from './subscription-row';

/** `billing.subscription.changed.v1` for the row as it now is, in the caller's transaction. */
export async function recordSubscriptionChange(
  outbox: TransactionOutbox,
  row: SubscriptionRow,
  kind: SubscriptionChangeKind,
  previousPlanId?: SubscriptionRow['plan_id'],
): Promise<void> {
  await outbox.add(
    SUBSCRIPTION_CHANGED_V1,
    {
      userId: row.user_id,
      subscriptionId: row.id,
      kind,
      planId: row.plan_id,
      ...(previousPlanId ? { previousPlanId } : {}),
      status: row.status,
      billingPeriod: row.billing_period,
      ...(row.ends_at ? { endsAt: row.ends_at.toISOString() } : {}),
      changedAt: new Date().toISOString(),
    },
    { actorId: row.user_id },
  );
}
