import { mockRepository } from '@maeum/testing';
import { subscriptionRow } from '../billing-unit.test-kit';
import type { PlanCatalog } from '../plans/plan-catalog';
import type { Plan } from '../plans/plan.entity';
import { GetSubscriptionUseCase } from './get-subscription.usecase';
import type { SubscriptionStore } from './subscription.store';

describe('GetSubscriptionUseCase', () => {
  const plans = {
    free: { id: 'free', name: 'Free', monthlySessions: 3, sessionMinutes: 10, dailyTexts: 5 },
    plus: { id: 'plus', name: 'Plus', monthlySessions: 30, sessionMinutes: 30, dailyTexts: null },
  } as unknown as Record<string, Plan>;
  const setup = (row = subscriptionRow()) => {
    const store = mockRepository<SubscriptionStore>({
      read: async () => row,
      month: () => ({ start: '2026-11-01', next: '2026-12-01' }),
    });
    const catalog = mockRepository<PlanCatalog>({ get: (id) => plans[id]! });
    return { store, useCase: new GetSubscriptionUseCase(store, catalog) };
  };

  it('shows a cancelled plan past its end as Free, before the renewal pass rewrote the row', async () => {
    const { useCase } = setup(
      subscriptionRow({ plan_id: 'plus', status: 'cancelled', ends_at: new Date(Date.now() - 1000) }),
    );
    await expect(useCase.view('user-1')).resolves.toMatchObject({ planId: 'free', status: 'cancelled' });
  });

  it("counts a row last reset in an earlier month as this month's zero", async () => {
    const { useCase } = setup(subscriptionRow({ sessions_used: 3, last_reset_date: '2026-10-01' }));
    await expect(useCase.view('user-1')).resolves.toMatchObject({
      sessionsUsed: 0,
      sessionsLeft: 3,
      lastResetDate: '2026-11-01',
      nextResetDate: '2026-12-01',
    });
  });

  it("refuses a session once the plan's monthly sessions are used (the largest counter)", async () => {
    const { useCase } = setup(subscriptionRow({ voice_sessions_used: 3, last_reset_date: '2026-11-01' }));
    await expect(useCase.limits('user-1', 'voice')).resolves.toMatchObject({
      allowed: false,
      reason: 'session_limit_reached',
      used: 3,
      limit: 3,
    });
  });

  it('allows a session under the limit of the plan in force', async () => {
    const { useCase } = setup(
      subscriptionRow({ plan_id: 'plus', sessions_used: 3, last_reset_date: '2026-11-01' }),
    );
    await expect(useCase.limits('user-1', 'text')).resolves.toMatchObject({
      allowed: true,
      reason: null,
      limit: 30,
    });
  });
});
