import type { ServiceRuntime } from '@maeum/service-kit';
import { mockRepository } from '@maeum/testing';
import { billingUnitKit, subscriptionRow } from '../billing-unit.test-kit';
import type { PlanCatalog } from '../plans/plan-catalog';
import type { Plan } from '../plans/plan.entity';
import type { SubscriptionStore } from '../subscriptions/subscription.store';
import { ReleaseUsageUseCase } from './release-usage.usecase';
import {
  REPLY_HOLD_SECONDS,
  ReserveUsageUseCase,
  SESSION_HOLD_GRACE_SECONDS,
  sessionHoldSeconds,
} from './reserve-usage.usecase';

describe('sessionHoldSeconds', () => {
  it("holds a started session's place for its length and a grace for a last-minute message", () => {
    expect(sessionHoldSeconds({ sessionMinutes: 10 }, false)).toBe(600 + SESSION_HOLD_GRACE_SECONDS);
    expect(sessionHoldSeconds({ sessionMinutes: 30 }, false)).toBe(1800 + SESSION_HOLD_GRACE_SECONDS);
  });

  it('holds a place pinned for a reply as long as a reply (and its outbox) can take', () => {
    expect(sessionHoldSeconds({ sessionMinutes: 10 }, true)).toBe(REPLY_HOLD_SECONDS);
  });
});

describe('ReserveUsageUseCase', () => {
  const free = { id: 'free', name: 'Free', monthlySessions: 3, sessionMinutes: 10, dailyTexts: 5 } as Plan;
  const month = { start: '2026-11-01', next: '2026-12-01' };
  const setup = (plan: Plan = free) => {
    const kit = billingUnitKit();
    kit.usage.holdSession.mockResolvedValue({ fresh: true, counted: 1 });
    kit.usage.holdText.mockResolvedValue({ fresh: true, counted: 1 });
    kit.usage.giveBack.mockResolvedValue(0);
    const store = mockRepository<SubscriptionStore>({
      read: async () => subscriptionRow({ last_reset_date: month.start }),
      month: () => month,
    });
    const catalog = mockRepository<PlanCatalog>({ get: () => plan });
    const runtime = { config: { USAGE_RESET_TIME_ZONE: 'Asia/Seoul' } } as ServiceRuntime;
    const release = new ReleaseUsageUseCase(kit.unitOfWork);
    return { ...kit, useCase: new ReserveUsageUseCase(kit.unitOfWork, store, catalog, release, runtime) };
  };
  const session = { holdId: 'hold-1', type: 'voice' as const };

  it("holds the session's place in the month, without waiting for the disk, and answers the count", async () => {
    const { usage, useCase } = setup();
    await expect(useCase.execute('user-1', { session })).resolves.toMatchObject({
      allowed: true,
      reason: null,
      used: 1,
      limit: 3,
      textsToday: null,
    });
    expect(usage.commitWithoutWaitingForDisk).toHaveBeenCalled();
    expect(usage.holdSession).toHaveBeenCalledWith({
      id: 'hold-1',
      userId: 'user-1',
      type: 'voice',
      month: '2026-11-01',
      pin: false,
      limit: 3,
      ttlSeconds: 600 + SESSION_HOLD_GRACE_SECONDS,
    });
  });

  it('gives back the replaced sessions first, except those pinned for a reply', async () => {
    const { usage, useCase } = setup();
    await useCase.execute('user-1', { session, replacing: ['old-1'] });
    expect(usage.giveBack).toHaveBeenCalledWith('user-1', ['old-1'], true);
    expect(usage.giveBack.mock.invocationCallOrder[0]).toBeLessThan(
      usage.holdSession.mock.invocationCallOrder[0]!,
    );
  });

  it('says no at the monthly limit, after giving back expired holds and trying once more', async () => {
    const { usage, unitOfWork, useCase } = setup();
    usage.holdSession.mockResolvedValue({ fresh: true, counted: null });
    usage.giveBack.mockResolvedValue(1); // an expired hold was in the way
    await expect(useCase.execute('user-1', { session })).resolves.toMatchObject({
      allowed: false,
      reason: 'session_limit_reached',
    });
    expect(usage.holdSession).toHaveBeenCalledTimes(2);
    expect(usage.giveBack).toHaveBeenCalledWith('user-1', [], false);
    expect(unitOfWork.rollbacks).toBe(2); // each refused attempt takes its hold row with it
  });

  it("says no to a text past the day's limit, and holds nothing for a plan without one", async () => {
    const limited = setup();
    limited.usage.holdText.mockResolvedValue({ fresh: true, counted: null });
    await expect(limited.useCase.execute('user-1', { text: { holdId: 'text-1' } })).resolves.toMatchObject({
      allowed: false,
      reason: 'daily_text_limit_reached',
    });

    const unlimited = setup({ ...free, dailyTexts: null } as Plan);
    await expect(unlimited.useCase.execute('user-1', { text: { holdId: 'text-1' } })).resolves.toMatchObject({
      allowed: true,
      textsToday: null,
    });
    expect(unlimited.usage.holdText).not.toHaveBeenCalled();
  });

  it('answers a repeat of a hold already made with its count, not a refusal', async () => {
    const { usage, useCase } = setup();
    usage.holdSession.mockResolvedValue({ fresh: false, counted: null });
    await expect(useCase.execute('user-1', { session: { ...session, reply: true } })).resolves.toMatchObject({
      allowed: true,
    });
    expect(usage.holdSession).toHaveBeenCalledWith(
      expect.objectContaining({ pin: true, ttlSeconds: REPLY_HOLD_SECONDS }),
    );
  });
});
