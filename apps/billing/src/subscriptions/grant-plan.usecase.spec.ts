import { BillingErrorCode, SUBSCRIPTION_CHANGED_V1, type SubscriptionView } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { billingUnitKit, subscriptionRow } from '../billing-unit.test-kit';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { GrantPlanUseCase } from './grant-plan.usecase';
import { SubscriptionStore } from './subscription.store';

describe('GrantPlanUseCase', () => {
  const setup = () => {
    const kit = billingUnitKit();
    const get = mockRepository<GetSubscriptionUseCase>({ view: async () => ({}) as SubscriptionView });
    const store = mockRepository<SubscriptionStore>({
      month: () => ({ start: '2026-11-01', next: '2026-12-01' }),
    });
    return { ...kit, useCase: new GrantPlanUseCase(kit.unitOfWork, get, store) };
  };

  it('grants a plan now and records `granted` with the plan it replaces', async () => {
    const { subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(subscriptionRow());
    subscriptions.grant.mockResolvedValue(subscriptionRow({ plan_id: 'lite', granted_at: new Date() }));

    await useCase.execute('user-1', 'lite');
    expect(subscriptions.grant).toHaveBeenCalledWith('sub-1', 'lite');
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1)).toEqual([
      expect.objectContaining({ kind: 'granted', planId: 'lite', previousPlanId: 'free' }),
    ]);
  });

  it('makes the Free row of a user billing has not met yet, then grants (created, then granted)', async () => {
    const { customers, subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(null);
    subscriptions.insertFree.mockResolvedValue(subscriptionRow());
    subscriptions.grant.mockResolvedValue(subscriptionRow({ plan_id: 'plus', granted_at: new Date() }));

    await useCase.execute('user-1', 'plus');
    expect(customers.lockUser).toHaveBeenCalledWith('user-1');
    expect(subscriptions.insertFree).toHaveBeenCalledWith('user-1', '2026-11-01');
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1).map((event) => event.kind)).toEqual([
      'created',
      'granted',
    ]);
  });

  it('ends a granted plan with `free`, recorded as `ended`', async () => {
    const { subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(subscriptionRow({ plan_id: 'lite', granted_at: new Date() }));
    subscriptions.grant.mockResolvedValue(subscriptionRow());

    await useCase.execute('user-1', 'free');
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1)).toEqual([
      expect.objectContaining({ kind: 'ended', planId: 'free', previousPlanId: 'lite' }),
    ]);
  });

  it('refuses to end a plan that was paid for, not granted', async () => {
    const { subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(subscriptionRow({ plan_id: 'plus', ends_at: new Date() }));
    await expect(useCase.execute('user-1', 'free')).rejects.toMatchObject({
      code: BillingErrorCode.invalidPlanChange,
    });
    expect(subscriptions.grant).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });

  it('refuses a deleted account (no row can be made), writing nothing', async () => {
    const { subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(null);
    subscriptions.insertFree.mockResolvedValue(null);
    await expect(useCase.execute('user-1', 'lite')).rejects.toMatchObject({
      code: BillingErrorCode.planNotFound,
    });
    expect(subscriptions.grant).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });
});
