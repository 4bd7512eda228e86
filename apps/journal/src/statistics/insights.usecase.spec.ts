import { mockRepository } from '@maeum/testing';
import type { RpcClient } from '@maeum/messaging';
import { fakeClock, fakeKeys, journalUnitKit } from '../journal-unit.test-kit';
import { InsightsUseCase } from './insights.usecase';
import type { StatisticsCache } from './statistics.cache';

describe('InsightsUseCase', () => {
  const now = new Date('2026-11-27T01:00:00Z'); // 2026-11-27 in Seoul
  const setup = (allowed: boolean) => {
    const kit = journalUnitKit();
    const rpc = mockRepository<RpcClient>({ request: (async () => ({ allowed })) as never });
    const { insights } = kit;
    insights.sessionDays.mockResolvedValue([
      { day: '2026-11-26', sessions: 1, seconds: 600, rating_sum: 4, ratings: 1 },
    ]);
    insights.entryDays.mockResolvedValue([{ day: '2026-11-26', entries: 1, mood: 'calm' }]);
    insights.habitDays.mockResolvedValue([]);
    insights.boosterDays.mockResolvedValue([]);
    insights.emotions.mockResolvedValue([{ name: 'calm', count: 1 }]);
    insights.sealedTags.mockResolvedValue([
      { enc: 'sealed(work)', count: 2 },
      { enc: 'sealed(family)', count: 3 },
    ]);
    const useCase = new InsightsUseCase(
      fakeClock(),
      rpc,
      kit.unitOfWork,
      fakeKeys(),
      mockRepository<StatisticsCache>(),
    );
    return { ...kit, rpc, useCase };
  };

  it('shows Pro everything, with the writer’s own tags opened as themes', async () => {
    const { insights, rpc, useCase } = setup(true);
    const view = await useCase.compute('user-1', now);
    expect(rpc.request).toHaveBeenCalledWith(
      'billing.features.check',
      { name: 'full-insights' },
      expect.anything(),
    );
    expect(insights.sessionDays).toHaveBeenCalledWith('user-1', 'Asia/Seoul', null);
    expect(insights.sealedTags).toHaveBeenCalledWith('user-1', 'Asia/Seoul', null);
    expect(view).toMatchObject({ scope: 'full', from: null, today: '2026-11-27', empty: false });
    expect(view.themes).toEqual([
      { name: 'family', count: 3 },
      { name: 'work', count: 2 },
    ]);
  });

  it('limits the other plans to the last 7 days', async () => {
    const { insights, useCase } = setup(false);
    const view = await useCase.compute('user-1', now);
    expect(insights.entryDays).toHaveBeenCalledWith('user-1', 'Asia/Seoul', '2026-11-21');
    expect(insights.habitDays).toHaveBeenCalledWith('user-1', '2026-11-21');
    expect(view).toMatchObject({ scope: 'limited', from: '2026-11-21' });
  });
});
