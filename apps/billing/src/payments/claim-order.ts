import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import type { PaymentOrderRow, PaymentOrderStatus } from './payment-order-row';
import { PaymentOrdersStore } from './payment-orders.store';
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
    private readonly dataSource: DataSource,
    private readonly orders: PaymentOrdersStore,
    private readonly subscriptions: SubscriptionStore,
    private readonly validity: OrderValidity,
  ) {}

  execute(order: PaymentOrderRow): Promise<OrderClaim> {
    return this.dataSource.transaction(async (manager): Promise<OrderClaim> => {
      const locked = await this.orders.lock(manager, order.order_id);
      if (!locked || (locked.status !== 'pending' && locked.status !== 'in_progress'))
        return { kind: 'ended', status: locked?.status ?? null };
      const subscription = locked.user_id ? await this.subscriptions.lock(manager, locked.user_id) : null;
      if (!subscription || !(await this.validity.stillValid(manager, locked, subscription))) {
        await this.orders.supersede(manager, [locked.order_id]);
        return { kind: 'superseded', mayHaveReachedToss: locked.status === 'in_progress' };
      }
      await this.orders.markInProgress(locked.order_id, null, manager);
      return { kind: 'claimed' };
    });
  }
}
