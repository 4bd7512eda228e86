import { Injectable } from '@nestjs/common';
import { PAYMENT_VERIFIED_V1 } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import type { TossPayment } from '@maeum/toss-api';
import { DataSource } from 'typeorm';
import { InvoiceRow } from '../invoices/invoice-row';
import { PlanCatalog } from '../plans/plan-catalog';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import { SUBSCRIPTION_COLUMNS, SubscriptionRow } from '../subscriptions/subscription-row';
import { OrderValidity } from './order-validity';
import { PaymentOrdersStore } from './payment-orders.store';

/** What became of a payment Toss approved: recorded now, recorded before, or refused (to be voided). */
export type ChargeOutcome = 'recorded' | 'unchanged' | 'refused';

/**
 * A charge Toss approved, recorded once: in one transaction the order is done, its invoice is
 * written, the subscription runs a new period on the order's plan, and payment.verified and
 * subscription.changed go to the outbox. A second call for the same order finds it done and only
 * answers (ten parallel confirms make one of everything). A checkout closed in the
 * meantime, or no longer valid (a newer order was paid, the plan changed), is refused: the caller
 * cancels the payment at Toss (a stale order is refused).
 */
@Injectable()
export class RecordCharge {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: PaymentOrdersStore,
    private readonly subscriptions: SubscriptionStore,
    private readonly catalog: PlanCatalog,
    private readonly validity: OrderValidity,
    private readonly outbox: Outbox,
  ) {}

  async execute(
    orderId: string,
    payment: TossPayment,
    card: { brand: string | null; last4: string | null },
  ): Promise<ChargeOutcome> {
    const outcome = await this.dataSource.transaction(async (manager): Promise<ChargeOutcome> => {
      const order = await this.orders.lock(manager, orderId);
      if (
        !order ||
        order.status === 'done' ||
        order.status === 'refunded' ||
        !order.user_id ||
        !order.plan_id
      )
        return 'unchanged';
      if (order.kind === 'checkout' && order.status !== 'pending' && order.status !== 'in_progress')
        return 'refused';
      const subscription = await this.subscriptions.lock(manager, order.user_id);
      if (!subscription) return 'unchanged';
      if (!(await this.validity.stillValid(manager, order, subscription))) {
        await this.orders.supersede(manager, [orderId]);
        return 'refused';
      }
      const userId = order.user_id;
      const plan = this.catalog.get(order.plan_id);
      const approvedAt = new Date(payment.approvedAt ?? Date.now());
      // A renewal continues the period that ended; a checkout starts one now.
      const start = order.period_start ?? approvedAt;
      const [[period]]: [{ start: Date; end: Date }[], number] = await manager.query(
        `UPDATE "billing"."payment_orders"
            SET "status" = 'done', "payment_key" = $2, "approved_at" = $3, "period_start" = $4,
                "period_end" = $4::timestamptz + (CASE WHEN "billing_period" = 'annual' THEN interval '1 year' ELSE interval '1 month' END),
                "updated_at" = now()
          WHERE "order_id" = $1
      RETURNING "period_start" AS "start", "period_end" AS "end"`,
        [orderId, payment.paymentKey, approvedAt, start],
      );
      const [invoice]: InvoiceRow[] = await manager.query(
        `INSERT INTO "billing"."invoices" ("user_id", "order_id", "plan_id", "plan_name", "billing_period", "amount",
                "status", "payment_key", "card_brand", "card_last4", "period_start", "period_end", "created_at")
         VALUES ($1, $2, $3, $4, $5, $6, 'paid', $7, $8, $9, $10, $11, $12)
         RETURNING *`,
        [
          userId,
          orderId,
          plan.id,
          plan.name,
          order.billing_period,
          payment.totalAmount,
          payment.paymentKey,
          card.brand,
          card.last4,
          period!.start,
          period!.end,
          approvedAt,
        ],
      );
      const [[updated]]: [SubscriptionRow[], number] = await manager.query(
        `UPDATE "billing"."user_subscriptions"
            SET "plan_id" = $2, "status" = 'active', "billing_period" = $3, "current_period_start" = $4, "ends_at" = $5,
                "scheduled_plan_id" = NULL, "cancel_reason" = NULL, "cancel_feedback" = NULL, "cancelled_at" = NULL,
                "renewal_failures" = 0, "next_renewal_attempt_at" = NULL, "granted_at" = NULL,
                "default_payment_method_id" = COALESCE($6, "default_payment_method_id"), "updated_at" = now()
          WHERE "id" = $1
      RETURNING ${SUBSCRIPTION_COLUMNS}`,
        [subscription.id, plan.id, order.billing_period, period!.start, period!.end, order.payment_method_id],
      );
      await this.outbox.add(
        manager,
        PAYMENT_VERIFIED_V1,
        {
          userId,
          orderId,
          invoiceId: invoice!.id,
          planId: plan.id,
          billingPeriod: order.billing_period,
          amount: payment.totalAmount,
          approvedAt: approvedAt.toISOString(),
        },
        { actorId: userId },
      );
      await this.subscriptions.recordChange(
        manager,
        updated!,
        order.kind === 'renewal' ? 'renewed' : 'upgraded',
        subscription.plan_id,
      );
      return 'recorded';
    });
    if (outcome === 'recorded') this.outbox.notifyCommitted();
    return outcome;
  }
}
