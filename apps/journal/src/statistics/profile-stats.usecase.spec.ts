import type { SubscriptionView } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import type { RpcClient } from '@maeum/messaging';
import { fakeClock, habitDay, journalUnitKit } from '../journal-unit.test-kit';
import { moodScore, ProfileStatsUseCase } from './profile-stats.usecase';
import type { StatisticsCache } from './statistics.cache';

describe('ProfileStatsUseCase', () => {
  const now = new Date('2026-11-27T01:00:00Z'); // 2026-11-27 in Seoul
  const subscription = {
    planId: 'plus',
    planName: 'Plus',
    sessionsUsed: 2,
    voiceSessionsUsed: 5,
    textSessionsUsed: 1,
    monthlySessions: 20,
    nextResetDate: '2026-12-01',
  } as SubscriptionView;
  const setup = () => {
    const kit = journalUnitKit();
    const rpc = mockRepository<RpcClient>({ request: (async () => subscription) as never });
    kit.statistics.sessionTotals.mockResolvedValue({ total: 3, averageSeconds: 750, totalMessages: 40 });
    kit.statistics.latestRatings.mockResolvedValue([4, 5, 3]);
    kit.statistics.latestSessions.mockResolvedValue([
      { session_type: 'voice', duration_seconds: 20, ended_at: new Date('2026-11-26T10:00:00Z') },
    ]);
    kit.statistics.latestActivity.mockResolvedValue([
      { kind: 'plan', ref: 'plus', occurred_at: new Date('2026-11-26T12:00:00Z') },
      { kind: 'booster', ref: 'breathing', occurred_at: new Date('2026-11-25T12:00:00Z') },
    ]);
    kit.habits.recentlySaved.mockResolvedValue([
      { day: habitDay('2026-11-27', { done: 3 }), savedAt: new Date('2026-11-27T00:30:00Z') },
    ]);
    kit.habits.between.mockResolvedValue([habitDay('2026-11-27', { done: 3 })]);
    const useCase = new ProfileStatsUseCase(
      fakeClock(),
      rpc,
      kit.unitOfWork,
      mockRepository<StatisticsCache>(),
    );
    return { ...kit, useCase };
  };

  it('makes the overview, the usage, the habits and the activity feed from what was recorded', async () => {
    const { useCase } = setup();
    const view = await useCase.compute('user-1', now);
    expect(view.overview).toMatchObject({ totalSessions: 3, moodScore: 40, moodRatings: 3, habitStreak: 1 });
    expect(view.usage).toMatchObject({
      planId: 'plus',
      sessionsUsed: 5,
      averageMinutes: 12.5,
      totalMessages: 40,
    });
    expect(view.activity).toEqual([
      { kind: 'habits', at: '2026-11-27T00:30:00.000Z', date: '2026-11-27', done: 3 },
      { kind: 'plan', at: '2026-11-26T12:00:00.000Z', planId: 'plus' },
      { kind: 'session', at: '2026-11-26T10:00:00.000Z', sessionType: 'voice', minutes: 1 },
      { kind: 'booster', at: '2026-11-25T12:00:00.000Z', slug: 'breathing' },
    ]);
  });

  it('gives no mood score without ratings', () => {
    expect(moodScore([])).toBeNull();
    expect(moodScore([3, 4])).toBe(35);
  });
});
