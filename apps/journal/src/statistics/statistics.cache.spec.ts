import type { ServiceRuntime } from '@maeum/service-kit';
import { StatisticsCache } from './statistics.cache';

const runtime = (seconds: number) =>
  ({ config: { STATISTICS_CACHE_SECONDS: seconds } }) as unknown as ServiceRuntime;

describe('the statistics cache', () => {
  afterEach(() => jest.useRealTimers());

  it('serves a kept view within its time, computes again after it, and forgets at once on a change', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new StatisticsCache(runtime(10));
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('stats', 'a', compute)).toBe(1);
    expect(await cache.get('stats', 'a', compute)).toBe(1);
    expect(await cache.get('insights', 'a', compute)).toBe(2);
    expect(await cache.get('stats', 'b', compute)).toBe(3);
    cache.forget('a');
    expect(await cache.get('stats', 'a', compute)).toBe(4);
    expect(await cache.get('stats', 'b', compute)).toBe(3);
    jest.setSystemTime(10_001);
    expect(await cache.get('stats', 'b', compute)).toBe(5);
  });

  it('keeps no failure, and nothing when its time is 0', async () => {
    const cache = new StatisticsCache(runtime(10));
    await expect(cache.get('stats', 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('stats', 'a', async () => 'up')).toBe('up');
    const off = new StatisticsCache(runtime(0));
    let computed = 0;
    await off.get('stats', 'a', async () => ++computed);
    expect(await off.get('stats', 'a', async () => ++computed)).toBe(2);
  });
});
