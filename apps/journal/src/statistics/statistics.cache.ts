import { Injectable, Module } from '@nestjs/common';
import { JournalConfig } from '../journal.config';

/** At most this many people's views are kept; the oldest goes first. */
const MAX_ENTRIES = 10_000;

/**
 * The computed profile statistics and insights of a person, kept STATISTICS_CACHE_SECONDS: a year
 * of data is read in a few queries, and the same person opening the page again (or the dashboard
 * and the profile one after the other) is served without them. What the person changes through
 * this process drops their views at once (`forget`); a change seen by another replica is visible
 * here within the TTL.
 */
@Injectable()
export class StatisticsCache {
  private readonly ttlMs: number;
  private readonly views = new Map<string, { until: number; value: Promise<unknown> }>();

  constructor(config: JournalConfig) {
    this.ttlMs = config.STATISTICS_CACHE_SECONDS * 1000;
  }

  /** The kept view of `kind` for the person, or a fresh one (requests at the same moment share it). */
  get<T>(kind: 'stats' | 'insights', userId: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return compute();
    const key = `${kind}:${userId}`;
    const now = Date.now();
    const kept = this.views.get(key);
    if (kept && kept.until > now) return kept.value as Promise<T>;
    const value = compute();
    this.views.delete(key);
    if (this.views.size >= MAX_ENTRIES) this.views.delete(this.views.keys().next().value!);
    this.views.set(key, { until: now + this.ttlMs, value });
    // A failure is not kept.
    value.catch(() => {
      if (this.views.get(key)?.value === value) this.views.delete(key);
    });
    return value;
  }

  forget(userId: string): void {
    this.views.delete(`stats:${userId}`);
    this.views.delete(`insights:${userId}`);
  }
}

/** One cache for the habits, the statistics and the event handlers. */
@Module({ providers: [StatisticsCache], exports: [StatisticsCache] })
export class StatisticsCacheModule {}
