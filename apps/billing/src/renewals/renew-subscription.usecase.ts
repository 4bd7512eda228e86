import { Injectable, Logger } from '@nestjs/common';
import { RENEWAL_FAILED_V1 } from '@maeum/contracts';
import type { TossPayment } from '@maeum/toss-api';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { PlanCatalog } from '../plans/plan-catalog';
import { RecordCharge } from '../payments/record-charge';
import { orderOutcomeOf, TossError } from '../payments/toss/toss.error';
import { TossClient } from '../payments/toss/toss.client';
import { EndDueSubscriptionsUseCase } from './end-due-subscriptions.usecase';
import type { DueRenewal } from './renewal.repository';
import { nextRenewalAttempt, renewalOrderId } from './renewal-schedule';

export type RenewalOutcome = 'renewed' | 'failed' | 'unsettled' | 'ended';

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
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly catalog: PlanCatalog,
    private readonly recordCharge: RecordCharge,
    private readonly endDue: EndDueSubscriptionsUseCase,
    private readonly toss: TossClient,
  ) {}

  async execute(due: DueRenewal): Promise<RenewalOutcome> {
    const plan = this.catalog.get(due.next_plan_id);
    const orderId = renewalOrderId(due.id, due.ends_at, due.renewal_failures);
    const { orders, renewals } = this.unitOfWork.direct();
    await orders.create({
      orderId,
      userId: due.user_id,
      kind: 'renewal',
      planId: plan.id,
      billingPeriod: due.billing_period,
      amount: due.billing_period === 'annual' ? plan.priceKrwAnnual : plan.priceKrw,
      orderName: `maeum. ${plan.name} (${due.billing_period === 'annual' ? 'annual' : 'monthly'})`,
      periodStart: due.ends_at,
    });
    const order = (await orders.findOwn(due.user_id, orderId))!;
    if (order.status === 'done') return 'renewed';
    if (order.status === 'failed' || order.status === 'expired') return this.countFailure(due);

    const card = await renewals.defaultCard(due.user_id);
    if (!card) {
      await orders.close(orderId, 'failed', 'NO_PAYMENT_METHOD', 'No card on file');
      return this.countFailure(due);
    }
    await orders.markInProgress(orderId, card.id);
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
        await orders.close(orderId, outcome, error.code, error.message);
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

  /**
   * One more refused attempt of this period, counted once (the row must still be at the attempt
   * this pass read): the next try is scheduled, or the plan ends when the retries are used up.
   */
  private async countFailure(due: DueRenewal): Promise<RenewalOutcome> {
    const failures = due.renewal_failures + 1;
    const next = nextRenewalAttempt(due.ends_at, failures);
    const outcome = await this.unitOfWork.run(async (scope) => {
      if (!(await scope.renewals.countFailure(due, failures, next))) return 'failed' as const;
      const plan = this.catalog.get(due.plan_id);
      await scope.outbox.add(
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
      await this.endDue.endOne(scope, due.id, 'ended');
      return 'ended' as const;
    });
    if (outcome === 'ended') {
      this.logger.log({ subscriptionId: due.id }, 'Renewal retries used up: Free');
    }
    return outcome;
  }
}
