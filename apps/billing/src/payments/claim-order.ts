import { Injectable } from '@nestjs/common';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import type { PaymentOrderRow, PaymentOrderStatus } from './payment-order-row';
import { OrderValidity } from './order-validity';

export type OrderClaim =
  | { kind: 'claimed' }
  /** Refused before Toss is called; `mayHaveReachedToss`: a confirm of it had already begun. */
  | { kind: 'superseded'; mayHaveReachedToss: boolean }
  | { kind: 'ended'; status: PaymentOrderStatus | null };

/**
 * The confirm's claim on an order, in one transaction with the order and the subscription locked
 * (orders first, as everywhere): an open order that still makes sense goes to in_progress; one
 * that no longer does is superseded before anything reaches Toss (a stale order is refused).
 */
@Injectable()
export class ClaimOrder {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly validity: OrderValidity,
  ) {}

  execute(order: PaymentOrderRow): Promise<OrderClaim> {
    return this.unitOfWork.run(async ({ orders, subscriptions }): Promise<OrderClaim> => {
      const locked = await orders.lock(order.order_id);
      if (!locked || (locked.status !== 'pending' && locked.status !== 'in_progress'))
        return { kind: 'ended', status: locked?.status ?? null };
      const subscription = locked.user_id ? await subscriptions.lockByUser(locked.user_id) : null;
      if (!subscription || !(await this.validity.stillValid(orders, locked, subscription))) {
        await orders.supersede([locked.order_id]);
        return { kind: 'superseded', mayHaveReachedToss: locked.status === 'in_progress' };
      }
      await orders.markInProgress(locked.order_id, null);
      return { kind: 'claimed' };
    });
  }
}
