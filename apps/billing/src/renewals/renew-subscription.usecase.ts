import { Injectable, Logger } from '@nestjs/common';
import type { BillingPeriod, PlanId } from '@maeum/contracts';
import { RENEWAL_FAILED_V1 } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import type { TossPayment } from '@maeum/toss-api';
import { DataSource } from 'typeorm';
import { PlanCatalog } from '../plans/plan-catalog';
import { PaymentOrdersStore } from '../payments/payment-orders.store';
import { RecordCharge } from '../payments/record-charge';
import { orderOutcomeOf, TossError } from '../payments/toss/toss.error';
import { TossClient } from '../payments/toss/toss.client';
import { EndDueSubscriptionsUseCase } from './end-due-subscriptions.usecase';
import { nextRenewalAttempt, renewalOrderId } from './renewal-schedule';

/** A paid subscription whose period has ended, as the renewal pass selects it. */
export interface DueRenewal {
  id: string;
  user_id: string;
  /** The plan of the period that ended. */
  plan_id: PlanId;
  /** The plan of the next period: a scheduled downgrade (pro → plus) takes effect here. */
  next_plan_id: PlanId;
  billing_period: BillingPeriod;
  ends_at: Date;
  renewal_failures: number;
  customer_key: string;
}

export type RenewalOutcome = 'renewed' | 'failed' | 'unsettled' | 'ended';

interface DefaultCard {
  id: string;
  billing_key: string;
  card_brand: string;
  card_last4: string;
}

/**
 * 자동결제: charges one due subscription's default card for its next period through its billing
 * key. The order id is fixed by subscription, period and attempt, so a repeated pass charges once;
 * a refused card counts a failure (retried on RENEWAL_RETRY_DAYS, then Free), a silent Toss leaves
 * the order open for the next pass.
 */
@Injectable()
export class RenewSubscriptionUseCase {
  private readonly logger = new Logger(RenewSubscriptionUseCase.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: PlanCatalog,
    private readonly orders: PaymentOrdersStore,
    private readonly recordCharge: RecordCharge,
    private readonly endDue: EndDueSubscriptionsUseCase,
    private readonly toss: TossClient,
    private readonly outbox: Outbox,
  ) {}

  async execute(due: DueRenewal): Promise<RenewalOutcome> {
    const plan = this.catalog.get(due.next_plan_id);
    const orderId = renewalOrderId(due.id, due.ends_at, due.renewal_failures);
    await this.orders.create({
      orderId,
      userId: due.user_id,
      kind: 'renewal',
      planId: plan.id,
      billingPeriod: due.billing_period,
      amount: due.billing_period === 'annual' ? plan.priceKrwAnnual : plan.priceKrw,
      orderName: `maeum. ${plan.name} (${due.billing_period === 'annual' ? 'annual' : 'monthly'})`,
      periodStart: due.ends_at,
    });
    const order = (await this.orders.findOwn(due.user_id, orderId))!;
    if (order.status === 'done') return 'renewed';
    if (order.status === 'failed' || order.status === 'expired') return this.countFailure(due);

    const card = await this.defaultCard(due.user_id);
    if (!card) {
      await this.orders.close(orderId, 'failed', 'NO_PAYMENT_METHOD', 'No card on file');
      return this.countFailure(due);
    }
    await this.orders.markInProgress(orderId, card.id);
    let payment: TossPayment;
    try {
      payment = await this.toss.chargeBillingKey(
        card.billing_key,
        { customerKey: due.customer_key, amount: order.amount, orderId, orderName: order.order_name },
        `charge-${orderId}`,
      );
    } catch (error) {
      if (!(error instanceof TossError)) throw error;
      const outcome = orderOutcomeOf(error);
      if (outcome === 'look-up') payment = await this.toss.paymentOfOrder(orderId);
      else if (outcome === 'stays-open') {
        this.logger.warn(
          { orderId, code: error.code },
          'Toss did not settle a renewal; the next pass looks again',
        );
        return 'unsettled';
      } else {
        await this.orders.close(orderId, outcome, error.code, error.message);
        return this.countFailure(due);
      }
    }
    if (payment.status !== 'DONE' || payment.totalAmount !== order.amount) {
      this.logger.error({ orderId, status: payment.status }, 'Toss answered a renewal that does not match');
      return 'unsettled';
    }
    await this.recordCharge.execute(orderId, payment, { brand: card.card_brand, last4: card.card_last4 });
    return 'renewed';
  }

  private async defaultCard(userId: string): Promise<DefaultCard | null> {
    const rows: DefaultCard[] = await this.dataSource.query(
      `SELECT "id", "billing_key", "card_brand", "card_last4" FROM "billing"."payment_methods"
        WHERE "user_id" = $1 ORDER BY "is_default" DESC, "created_at" DESC LIMIT 1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /**
   * One more refused attempt of this period, counted once (the row must still be at the attempt
   * this pass read): the next try is scheduled, or the plan ends when the retries are used up.
   */
  private async countFailure(due: DueRenewal): Promise<RenewalOutcome> {
    const failures = due.renewal_failures + 1;
    const next = nextRenewalAttempt(due.ends_at, failures);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [, counted]: [unknown[], number] = await manager.query(
        `UPDATE "billing"."user_subscriptions"
            SET "renewal_failures" = $3, "next_renewal_attempt_at" = $4, "updated_at" = now()
          WHERE "id" = $1 AND "renewal_failures" = $2 AND date_trunc('milliseconds', "ends_at") = $5`,
        [due.id, due.renewal_failures, failures, next, due.ends_at],
      );
      if (!counted) return 'failed' as const;
      const plan = this.catalog.get(due.plan_id);
      await this.outbox.add(
        manager,
        RENEWAL_FAILED_V1,
        {
          userId: due.user_id,
          subscriptionId: due.id,
          planId: plan.id,
          planName: plan.name,
          attempt: failures,
          ...(next ? { nextAttemptAt: next.toISOString() } : {}),
          failedAt: new Date().toISOString(),
        },
        { actorId: due.user_id },
      );
      if (next) return 'failed' as const;
      await this.endDue.endOne(manager, due.id, 'ended');
      return 'ended' as const;
    });
    this.outbox.notifyCommitted();
    if (outcome === 'ended') {
      this.logger.log({ subscriptionId: due.id }, 'Renewal retries used up: Free');
    }
    return outcome;
  }
}
