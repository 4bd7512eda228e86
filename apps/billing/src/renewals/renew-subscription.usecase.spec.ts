import { RENEWAL_FAILED_V1, SUBSCRIPTION_CHANGED_V1 } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import type { TossPayment } from '@maeum/toss-api';
import { billingUnitKit, orderRow, subscriptionRow } from '../billing-unit.test-kit';
import type { PlanCatalog } from '../plans/plan-catalog';
import type { Plan } from '../plans/plan.entity';
import type { RecordCharge } from '../payments/record-charge';
import type { TossClient } from '../payments/toss/toss.client';
import { TossError } from '../payments/toss/toss.error';
import { EndDueSubscriptionsUseCase } from './end-due-subscriptions.usecase';
import type { DueRenewal } from './renewal.repository';
import { renewalOrderId } from './renewal-schedule';
import { RenewSubscriptionUseCase } from './renew-subscription.usecase';

const endsAt = new Date('2026-11-20T00:00:00.000Z');
const due = (renewalFailures = 0): DueRenewal => ({
  id: 'sub-1',
  user_id: 'user-1',
  plan_id: 'pro',
  next_plan_id: 'plus',
  billing_period: 'monthly',
  ends_at: endsAt,
  renewal_failures: renewalFailures,
  customer_key: 'customer-1',
});
const card = { id: 'card-1', billing_key: 'bk-1', card_brand: 'Card', card_last4: '4242' };

describe('RenewSubscriptionUseCase', () => {
  const plans = {
    plus: { id: 'plus', name: 'Plus', priceKrw: 9900, priceKrwAnnual: 99000 },
    pro: { id: 'pro', name: 'Pro', priceKrw: 19900, priceKrwAnnual: 199000 },
  } as unknown as Record<string, Plan>;
  const setup = (failures = 0) => {
    const kit = billingUnitKit();
    const orderId = renewalOrderId('sub-1', endsAt, failures);
    kit.orders.findOwn.mockResolvedValue(
      orderRow({
        order_id: orderId,
        kind: 'renewal',
        plan_id: 'plus',
        period_start: endsAt,
        priced_from_plan_id: null,
      }),
    );
    kit.renewals.defaultCard.mockResolvedValue(card);
    kit.renewals.countFailure.mockResolvedValue(true);
    const catalog = mockRepository<PlanCatalog>({ get: (id) => plans[id]! });
    const record = mockRepository<RecordCharge>({ execute: async () => 'recorded' });
    const toss = mockRepository<TossClient>({
      chargeBillingKey: async () =>
        ({ paymentKey: 'pay-1', status: 'DONE', totalAmount: 9900 }) as TossPayment,
    });
    const endDue = new EndDueSubscriptionsUseCase(kit.unitOfWork);
    const useCase = new RenewSubscriptionUseCase(kit.unitOfWork, catalog, record, endDue, toss);
    return { ...kit, orderId, record, toss, useCase };
  };

  it("charges the default card for the next period's plan under an id fixed by period and attempt", async () => {
    const { orders, toss, record, orderId, useCase } = setup();
    await expect(useCase.execute(due())).resolves.toBe('renewed');
    expect(orders.create).toHaveBeenCalledWith(
      expect.objectContaining({
        orderId,
        kind: 'renewal',
        planId: 'plus',
        amount: 9900,
        periodStart: endsAt,
      }),
    );
    expect(orders.markInProgress).toHaveBeenCalledWith(orderId, 'card-1');
    expect(toss.chargeBillingKey).toHaveBeenCalledWith(
      'bk-1',
      expect.objectContaining({ customerKey: 'customer-1', amount: 9900, orderId }),
      `charge-${orderId}`,
    );
    expect(record.execute).toHaveBeenCalledWith(orderId, expect.anything(), { brand: 'Card', last4: '4242' });
  });

  it('charges nothing again for a period already renewed (a repeated pass)', async () => {
    const { orders, toss, useCase } = setup();
    orders.findOwn.mockResolvedValue(orderRow({ status: 'done', kind: 'renewal' }));
    await expect(useCase.execute(due())).resolves.toBe('renewed');
    expect(toss.chargeBillingKey).not.toHaveBeenCalled();
  });

  it('counts a refused card once, schedules the next try and tells the user (renewal.failed)', async () => {
    const { orders, renewals, toss, unitOfWork, orderId, useCase } = setup();
    toss.chargeBillingKey.mockRejectedValue(new TossError(400, 'REJECT_CARD_COMPANY', 'refused'));
    await expect(useCase.execute(due())).resolves.toBe('failed');
    expect(orders.close).toHaveBeenCalledWith(orderId, 'failed', 'REJECT_CARD_COMPANY', 'refused');
    const nextAttempt = new Date(endsAt.getTime() + 86_400_000);
    expect(renewals.countFailure).toHaveBeenCalledWith(due(), 1, nextAttempt);
    expect(unitOfWork.eventsOf(RENEWAL_FAILED_V1)).toEqual([
      expect.objectContaining({ attempt: 1, planId: 'pro', nextAttemptAt: nextAttempt.toISOString() }),
    ]);
    expect(renewals.endOne).not.toHaveBeenCalled();
  });

  it('ends the plan (Free) when the last retry is refused', async () => {
    const { renewals, unitOfWork, useCase } = setup(3);
    renewals.defaultCard.mockResolvedValue(null); // no card on file: refused without asking Toss
    renewals.endOne.mockResolvedValue({ ...subscriptionRow(), previous_plan_id: 'pro' });
    await expect(useCase.execute(due(3))).resolves.toBe('ended');
    expect(renewals.endOne).toHaveBeenCalledWith('sub-1');
    expect(unitOfWork.events.map((event) => event.subject)).toEqual([
      RENEWAL_FAILED_V1,
      SUBSCRIPTION_CHANGED_V1,
    ]);
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1)).toEqual([
      expect.objectContaining({ kind: 'ended', planId: 'free', previousPlanId: 'pro' }),
    ]);
  });

  it('adds nothing when another pass already counted this attempt', async () => {
    const { renewals, toss, unitOfWork, useCase } = setup();
    toss.chargeBillingKey.mockRejectedValue(new TossError(400, 'REJECT_CARD_COMPANY', 'refused'));
    renewals.countFailure.mockResolvedValue(false);
    await expect(useCase.execute(due())).resolves.toBe('failed');
    expect(unitOfWork.events).toEqual([]);
  });

  it('leaves the order open when Toss is silent: the next pass looks again', async () => {
    const { orders, toss, record, useCase } = setup();
    toss.chargeBillingKey.mockRejectedValue(new TossError(0, 'NETWORK_ERROR', 'timeout'));
    await expect(useCase.execute(due())).resolves.toBe('unsettled');
    expect(orders.close).not.toHaveBeenCalled();
    expect(record.execute).not.toHaveBeenCalled();
  });
});
