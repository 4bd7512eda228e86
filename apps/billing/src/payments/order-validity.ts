import { Injectable } from '@nestjs/common';
import { isUpgrade } from '../subscriptions/plan-changes';
import type { SubscriptionRow } from '../subscriptions/subscription-row';
import { effectivePlanId } from '../subscriptions/subscription-view';
import type { PaymentOrderRow } from './payment-order-row';
import type { PaymentOrdersRepository } from './payment-orders.repository';

/**
 * The plan change a checkout was priced for still holds: the plan in effect is the one it was
 * priced against, and the order's plan is still an upgrade from it. A stale Plus order confirmed
 * after Pro was paid would otherwise charge again and move the plan down (a stale order is refused).
 */
export function planChangeStillHolds(
  order: PaymentOrderRow,
  subscription: SubscriptionRow,
  now: Date,
): boolean {
  if (!order.plan_id) return false;
  const current = effectivePlanId(subscription, now);
  if (order.priced_from_plan_id !== null && order.priced_from_plan_id !== current) return false;
  return isUpgrade(current, order.plan_id);
}

/** Whether a checkout may still be charged; only renewals and card registrations skip the check. */
@Injectable()
export class OrderValidity {
  /** Ask with the order and the subscription locked, in the transaction that acts on the answer. */
  async stillValid(
    orders: PaymentOrdersRepository,
    order: PaymentOrderRow,
    subscription: SubscriptionRow,
    now = new Date(),
  ): Promise<boolean> {
    if (order.kind !== 'checkout') return true;
    if (!planChangeStillHolds(order, subscription, now)) return false;
    return !(await orders.newerPaidCheckoutExists(order));
  }
}
