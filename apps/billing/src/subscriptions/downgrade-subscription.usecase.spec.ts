import { BillingErrorCode, SUBSCRIPTION_CHANGED_V1, type SubscriptionView } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { billingUnitKit, subscriptionRow } from '../billing-unit.test-kit';
import { DowngradeSubscriptionUseCase } from './downgrade-subscription.usecase';
import { GetSubscriptionUseCase } from './get-subscription.usecase';

describe('DowngradeSubscriptionUseCase', () => {
  const endsAt = new Date('2026-12-20T00:00:00Z');
  const setup = () => {
    const kit = billingUnitKit();
    const get = mockRepository<GetSubscriptionUseCase>({ view: async () => ({}) as SubscriptionView });
    return { ...kit, useCase: new DowngradeSubscriptionUseCase(kit.unitOfWork, get) };
  };

  it('schedules a downgrade of a paid period for its end, and records it with the plan it leaves', async () => {
    const { subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(subscriptionRow({ plan_id: 'pro', ends_at: endsAt }));
    subscriptions.scheduleDowngrade.mockResolvedValue(
      subscriptionRow({ plan_id: 'pro', ends_at: endsAt, scheduled_plan_id: 'lite' }),
    );

    await useCase.execute('user-1', { planId: 'lite' });
    expect(subscriptions.scheduleDowngrade).toHaveBeenCalledWith('sub-1', 'lite');
    expect(subscriptions.changePlanNow).not.toHaveBeenCalled();
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1)).toEqual([
      expect.objectContaining({ kind: 'downgrade-scheduled', planId: 'pro', previousPlanId: 'pro' }),
    ]);
  });

  it('changes a plan without a period (a grant) at once', async () => {
    const { subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(subscriptionRow({ plan_id: 'plus', granted_at: new Date() }));
    subscriptions.changePlanNow.mockResolvedValue(subscriptionRow({ plan_id: 'lite' }));

    await useCase.execute('user-1', { planId: 'lite' });
    expect(subscriptions.changePlanNow).toHaveBeenCalledWith('sub-1', 'lite');
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1)).toEqual([
      expect.objectContaining({ kind: 'downgraded', planId: 'lite', previousPlanId: 'plus' }),
    ]);
  });

  it.each([
    ['an upgrade', subscriptionRow({ plan_id: 'lite', ends_at: endsAt }), 'pro'],
    ['the same plan', subscriptionRow({ plan_id: 'plus', ends_at: endsAt }), 'plus'],
    ['a cancelled plan', subscriptionRow({ plan_id: 'pro', status: 'cancelled', ends_at: endsAt }), 'lite'],
    ['no subscription', null, 'free'],
  ] as const)('refuses %s, writing nothing', async (_case, row, planId) => {
    const { subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(row);
    await expect(useCase.execute('user-1', { planId })).rejects.toMatchObject({
      code: BillingErrorCode.invalidPlanChange,
    });
    expect(subscriptions.scheduleDowngrade).not.toHaveBeenCalled();
    expect(subscriptions.changePlanNow).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });
});
