import { Injectable } from '@nestjs/common';
import { INSIGHTS_LIMITED_DAYS, type InsightsView } from '@maeum/contracts';
import { JsonReply, RpcClient } from '@maeum/messaging';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { addDays, localDay, WriterClock } from '../entries/writer-clock';
import { JournalUnitOfWork } from '../journal.unit-of-work';
import { insightsView } from './insights-view';
import { StatisticsCache } from './statistics.cache';

const EMOTIONS_SHOWN = 8;
const THEMES_SHOWN = 6;

/**
 * GET /api/insights: Pro sees everything; Free, Lite and Plus the last 7 days
 * ("Limited Insights"). Everything comes from what the person recorded.
 */
@Injectable()
export class InsightsUseCase {
  constructor(
    private readonly clock: WriterClock,
    private readonly rpc: RpcClient,
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly keys: JournalDataKeys,
    private readonly cache: StatisticsCache,
  ) {}

  /** Kept as the JSON it is sent as: a view served again is neither computed nor serialised again. */
  execute(userId: string): Promise<JsonReply<InsightsView>> {
    return this.cache.get(
      'insights',
      userId,
      async () => new JsonReply(JSON.stringify(await this.compute(userId))),
    );
  }

  async compute(userId: string, now = new Date()): Promise<InsightsView> {
    const [writer, access] = await Promise.all([
      this.clock.writer(userId),
      this.rpc.request('billing.features.check', { name: 'full-insights' }, { userId, timeoutMs: 3000 }),
    ]);
    const { timezone } = writer;
    const today = localDay(now, timezone);
    const full = access.allowed;
    const from = full ? null : addDays(today, 1 - INSIGHTS_LIMITED_DAYS);
    const store = this.unitOfWork.direct().insights;
    const [sessions, entries, habits, boosters, emotions, sealedTags] = await Promise.all([
      store.sessionDays(userId, timezone, from),
      store.entryDays(userId, timezone, from),
      store.habitDays(userId, from),
      store.boosterDays(userId, timezone, from),
      store.emotions(userId, timezone, from, EMOTIONS_SHOWN),
      store.sealedTags(userId, timezone, from),
    ]);
    const themes = await this.themes(userId, sealedTags);
    return insightsView(
      { sessions, entries, habits: habits.filter((h) => h.day <= today), boosters, emotions, themes },
      full ? 'full' : 'limited',
      from,
      today,
    );
  }

  /** The writer's own tags, opened, most used first: the themes of the journal. */
  private async themes(userId: string, sealed: { enc: string; count: number }[]) {
    if (sealed.length === 0) return [];
    const cipher = await this.keys.cipherFor(userId);
    const counts = new Map<string, number>();
    for (const { enc, count } of sealed) {
      const name = cipher.open(enc);
      counts.set(name, (counts.get(name) ?? 0) + count);
    }
    return [...counts]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .slice(0, THEMES_SHOWN);
  }
}
