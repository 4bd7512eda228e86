import { loadConfig } from '@maeum/config';
import { JournalConfig } from '../journal.config';
import { StatisticsCache } from './statistics.cache';

const configWith = (seconds: number) =>
  loadConfig(JournalConfig, { STATISTICS_CACHE_SECONDS: String(seconds) });

describe('the statistics cache', () => {
  afterEach(() => jest.useRealTimers());

  it('serves a kept view within its time, computes again after it, and forgets at once on a change', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new StatisticsCache(configWith(10));
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
    const cache = new StatisticsCache(configWith(10));
    await expect(cache.get('stats', 'a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('stats', 'a', async () => 'up')).toBe('up');
    const off = new StatisticsCache(configWith(0));
    let computed = 0;
    await off.get('stats', 'a', async () => ++computed);
    expect(await off.get('stats', 'a', async () => ++computed)).toBe(2);
  });
});
