import { Injectable } from '@nestjs/common';
import { PAYMENT_VERIFIED_V1 } from '@maeum/contracts';
import type { TossPayment } from '@maeum/toss-api';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { PlanCatalog } from '../plans/plan-catalog';
import { recordSubscriptionChange } from '../subscriptions/subscription-changed';
import { OrderValidity } from './order-validity';

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
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly catalog: PlanCatalog,
    private readonly validity: OrderValidity,
  ) {}

  execute(
    orderId: string,
    payment: TossPayment,
    card: { brand: string | null; last4: string | null },
  ): Promise<ChargeOutcome> {
    return this.unitOfWork.run(
      async ({ orders, subscriptions, invoices, outbox }): Promise<ChargeOutcome> => {
        const order = await orders.lock(orderId);
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
        const subscription = await subscriptions.lockByUser(order.user_id);
        if (!subscription) return 'unchanged';
        if (!(await this.validity.stillValid(orders, order, subscription))) {
          await orders.supersede([orderId]);
          return 'refused';
        }
        const userId = order.user_id;
        const plan = this.catalog.get(order.plan_id);
        const approvedAt = new Date(payment.approvedAt ?? Date.now());
        // A renewal continues the period that ended; a checkout starts one now.
        const period = await orders.markDone(
          orderId,
          payment.paymentKey,
          approvedAt,
          order.period_start ?? approvedAt,
        );
        const invoice = await invoices.insertPaid({
          userId,
          orderId,
          planId: plan.id,
          planName: plan.name,
          billingPeriod: order.billing_period,
          amount: payment.totalAmount,
          paymentKey: payment.paymentKey,
          cardBrand: card.brand,
          cardLast4: card.last4,
          periodStart: period.start,
          periodEnd: period.end,
          createdAt: approvedAt,
        });
        const updated = await subscriptions.startPeriod(subscription.id, {
          planId: plan.id,
          billingPeriod: order.billing_period,
          start: period.start,
          end: period.end,
          paymentMethodId: order.payment_method_id,
        });
        await outbox.add(
          PAYMENT_VERIFIED_V1,
          {
            userId,
            orderId,
            invoiceId: invoice.id,
            planId: plan.id,
            billingPeriod: order.billing_period,
            amount: payment.totalAmount,
            approvedAt: approvedAt.toISOString(),
          },
          { actorId: userId },
        );
        await recordSubscriptionChange(
          outbox,
          updated,
          order.kind === 'renewal' ? 'renewed' : 'upgraded',
          subscription.plan_id,
        );
        return 'recorded';
      },
    );
  }
}
