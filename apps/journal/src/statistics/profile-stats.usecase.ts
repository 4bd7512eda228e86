import { Injectable } from '@nestjs/common';
import {
  ACTIVITY_FEED_HABITS,
  ACTIVITY_FEED_SIZE,
  type ActivityItem,
  HABIT_HISTORY_DAYS,
  type PlanId,
  type ProfileStatsView,
} from '@maeum/contracts';
import { JsonReply, RpcClient } from '@maeum/messaging';
import { addDays, localDay, WriterClock } from '../entries/writer-clock';
import { habitSummary } from '../habits/habit-stats';
import { JournalUnitOfWork } from '../journal.unit-of-work';
import { StatisticsCache } from './statistics.cache';

/** Average of the ratings × 10, a whole number; null with none (never a made-up number). */
export function moodScore(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10);
}

/**
 * GET /api/profile/stats (spec 001 §2 Profile): the overview, the plan's usage (from billing), the
 * habits of the latest week and the activity feed, all from recorded data.
 */
@Injectable()
export class ProfileStatsUseCase {
  constructor(
    private readonly clock: WriterClock,
    private readonly rpc: RpcClient,
    private readonly unitOfWork: JournalUnitOfWork,
    private readonly cache: StatisticsCache,
  ) {}

  /** Kept as the JSON it is sent as: a view served again is neither computed nor serialised again. */
  execute(userId: string): Promise<JsonReply<ProfileStatsView>> {
    return this.cache.get(
      'stats',
      userId,
      async () => new JsonReply(JSON.stringify(await this.compute(userId))),
    );
  }

  async compute(userId: string, now = new Date()): Promise<ProfileStatsView> {
    // Read side by side: the person's "today" is at most a day from UTC's, so the habit days of the
    // window (a streak reaches back at most the 30 editable days) are read a day wider on each side.
    const utcToday = now.toISOString().slice(0, 10);
    const { statistics, habits } = this.unitOfWork.direct();
    const [writer, subscription, totals, ratings, activity, days] = await Promise.all([
      this.clock.writer(userId),
      this.rpc.request('billing.subscription.get', undefined, { userId, timeoutMs: 3000 }),
      statistics.sessionTotals(userId),
      statistics.latestRatings(userId),
      this.activity(userId),
      habits.between(userId, addDays(utcToday, -HABIT_HISTORY_DAYS - 1), addDays(utcToday, 1)),
    ]);
    const today = localDay(now, writer.timezone);
    const summary = habitSummary(
      days.filter((day) => day.date <= today),
      today,
    );
    return {
      overview: {
        totalSessions: totals.total,
        moodScore: moodScore(ratings),
        moodRatings: ratings.length,
        habitStreak: summary.streak,
      },
      usage: {
        planId: subscription.planId,
        planName: subscription.planName,
        // Spec 001 §9: the limit is checked against the largest of the three counters.
        sessionsUsed: Math.max(
          subscription.sessionsUsed,
          subscription.voiceSessionsUsed,
          subscription.textSessionsUsed,
        ),
        monthlySessions: subscription.monthlySessions,
        nextResetDate: subscription.nextResetDate,
        textSessions: subscription.textSessionsUsed,
        voiceSessions: subscription.voiceSessionsUsed,
        averageMinutes:
          totals.averageSeconds === null ? null : Math.round((totals.averageSeconds / 60) * 10) / 10,
        totalMessages: totals.totalMessages,
      },
      habits: {
        weeklyCompletion: summary.weeklyCompletion,
        streak: summary.streak,
        today: summary.todayDone,
        byWeekday: summary.week,
      },
      activity: activity.slice(0, ACTIVITY_FEED_SIZE),
    };
  }

  /** Spec 001 §9: the latest 3 sessions, 2 habit logs and 2 feature uses, newest first (the caller cuts to 5). */
  private async activity(userId: string): Promise<ActivityItem[]> {
    const { statistics, habits } = this.unitOfWork.direct();
    const [sessions, days, features] = await Promise.all([
      statistics.latestSessions(userId),
      habits.recentlySaved(userId, ACTIVITY_FEED_HABITS),
      statistics.latestActivity(userId),
    ]);
    return [
      ...sessions.map((row): ActivityItem => ({
        kind: 'session',
        at: row.ended_at.toISOString(),
        sessionType: row.session_type,
        minutes: Math.max(1, Math.round((row.duration_seconds ?? 0) / 60)),
      })),
      ...days.map(({ day, savedAt }): ActivityItem => ({
        kind: 'habits',
        at: savedAt.toISOString(),
        date: day.date,
        done: day.done,
      })),
      ...features.map((row): ActivityItem => ({
        kind: row.kind,
        at: row.occurred_at.toISOString(),
        ...(row.kind === 'booster' && row.ref ? { slug: row.ref } : {}),
        ...(row.kind === 'plan' && row.ref ? { planId: row.ref as PlanId } : {}),
      })),
    ].sort((a, b) => b.at.localeCompare(a.at));
  }
}
