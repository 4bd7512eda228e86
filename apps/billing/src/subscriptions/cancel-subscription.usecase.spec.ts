import { BillingErrorCode, SUBSCRIPTION_CHANGED_V1, type SubscriptionView } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { billingUnitKit, subscriptionRow } from '../billing-unit.test-kit';
import { CancelSubscriptionUseCase } from './cancel-subscription.usecase';
import { GetSubscriptionUseCase } from './get-subscription.usecase';

describe('CancelSubscriptionUseCase', () => {
  const setup = () => {
    const kit = billingUnitKit();
    const view = { planId: 'plus' } as SubscriptionView;
    const get = mockRepository<GetSubscriptionUseCase>({ view: async () => view });
    return { ...kit, view, useCase: new CancelSubscriptionUseCase(kit.unitOfWork, get) };
  };

  it('cancels a paid plan with its reason, records the change and answers the new view', async () => {
    const { subscriptions, unitOfWork, useCase, view } = setup();
    const endsAt = new Date('2026-12-20T00:00:00Z');
    subscriptions.lockByUser.mockResolvedValue(subscriptionRow({ plan_id: 'plus', ends_at: endsAt }));
    subscriptions.markCancelled.mockResolvedValue(
      subscriptionRow({ plan_id: 'plus', status: 'cancelled', ends_at: endsAt }),
    );

    await expect(useCase.execute('user-1', { reason: 'too_expensive', feedback: 'hm' })).resolves.toBe(view);
    expect(subscriptions.markCancelled).toHaveBeenCalledWith('sub-1', 'too_expensive', 'hm');
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1)).toEqual([
      expect.objectContaining({
        kind: 'cancelled',
        planId: 'plus',
        status: 'cancelled',
        endsAt: endsAt.toISOString(),
      }),
    ]);
  });

  it.each([
    ['no subscription', null],
    ['Free', subscriptionRow()],
    ['a plan already cancelled', subscriptionRow({ plan_id: 'plus', status: 'cancelled' })],
  ])('refuses to cancel %s, writing nothing', async (_case, row) => {
    const { subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(row);
    await expect(useCase.execute('user-1', { reason: 'other' })).rejects.toMatchObject({
      code: BillingErrorCode.nothingToCancel,
    });
    expect(subscriptions.markCancelled).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });
});
