import { SUBSCRIPTION_CHANGED_V1 } from '@maeum/contracts';
import { billingUnitKit, subscriptionRow } from '../billing-unit.test-kit';
import { EndDueSubscriptionsUseCase } from './end-due-subscriptions.usecase';

describe('EndDueSubscriptionsUseCase', () => {
  const now = new Date('2026-11-27T00:00:00Z');

  it('makes due plans Free in one statement and records each change: cancelled → ended, scheduled → downgraded', async () => {
    const { renewals, unitOfWork } = billingUnitKit();
    renewals.endDue.mockResolvedValue([
      {
        ...subscriptionRow({ id: 'a', user_id: 'user-a' }),
        previous_plan_id: 'plus',
        previous_status: 'cancelled',
      },
      {
        ...subscriptionRow({ id: 'b', user_id: 'user-b' }),
        previous_plan_id: 'pro',
        previous_status: 'active',
      },
    ]);
    await expect(new EndDueSubscriptionsUseCase(unitOfWork).execute(now)).resolves.toBe(2);
    expect(renewals.endDue).toHaveBeenCalledWith(now);
    expect(unitOfWork.eventsOf(SUBSCRIPTION_CHANGED_V1)).toEqual([
      expect.objectContaining({ userId: 'user-a', kind: 'ended', planId: 'free', previousPlanId: 'plus' }),
      expect.objectContaining({
        userId: 'user-b',
        kind: 'downgraded',
        planId: 'free',
        previousPlanId: 'pro',
      }),
    ]);
  });

  it('adds no event when nothing is due', async () => {
    const { renewals, unitOfWork } = billingUnitKit();
    renewals.endDue.mockResolvedValue([]);
    await expect(new EndDueSubscriptionsUseCase(unitOfWork).execute(now)).resolves.toBe(0);
    expect(unitOfWork.events).toEqual([]);
  });
});
