import { BillingErrorCode, SUBSCRIPTION_CHANGED_V1, type SubscriptionView } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { billingUnitKit, subscriptionRow } from '../billing-unit.test-kit';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import { ResumeSubscriptionUseCase } from './resume-subscription.usecase';

describe('ResumeSubscriptionUseCase', () => {
  const now = new Date('2026-11-27T00:00:00Z');
  const endsAt = new Date('2026-12-20T00:00:00Z');
  const setup = () => {
    const kit = billingUnitKit();
    const get = mockRepository<GetSubscriptionUseCase>({ view: async () => ({}) as SubscriptionView });
    return { ...kit, useCase: new ResumeSubscriptionUseCase(kit.unitOfWork, get) };
  };

  it('resumes a cancelled plan before its end date and records `resumed`', async () => {
    const { subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(
      subscriptionRow({ plan_id: 'pro', status: 'cancelled', ends_at: endsAt }),
    );
    subscriptions.markResumed.mockResolvedValue(subscriptionRow({ plan_id: 'pro', ends_at: endsAt }));

    await useCase.execute('user-1', now);
    expect(subscriptions.markResumed).toHaveBeenCalledWith('sub-1');
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1)).toEqual([
      expect.objectContaining({ kind: 'resumed', planId: 'pro', status: 'active' }),
    ]);
  });

  it('refuses a plan that is not cancelled, without an end date in its details', async () => {
    const { subscriptions, unitOfWork, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(subscriptionRow({ plan_id: 'plus', ends_at: endsAt }));
    const refusal = useCase.execute('user-1', now);
    await expect(refusal).rejects.toMatchObject({
      code: BillingErrorCode.nothingToResume,
      details: undefined,
    });
    expect(subscriptions.markResumed).not.toHaveBeenCalled();
    expect(unitOfWork.events).toEqual([]);
  });

  it('refuses a cancelled plan whose end date has come, saying when it ended', async () => {
    const { subscriptions, useCase } = setup();
    subscriptions.lockByUser.mockResolvedValue(
      subscriptionRow({ plan_id: 'plus', status: 'cancelled', ends_at: now }),
    );
    await expect(useCase.execute('user-1', now)).rejects.toMatchObject({
      code: BillingErrorCode.nothingToResume,
      details: { endedAt: now.toISOString() },
    });
    expect(subscriptions.markResumed).not.toHaveBeenCalled();
  });
});
