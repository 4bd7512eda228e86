import { Injectable } from '@nestjs/common';
import {
  ACTIVITY_FEED_FEATURES,
  ACTIVITY_FEED_HABITS,
  ACTIVITY_FEED_SESSIONS,
  type ActivityItem,
  MOOD_SCORE_RATINGS,
  type PlanId,
  type SessionType,
} from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { HabitDaysStore } from '../habits/habit-days.store';

export interface SessionTotals {
  total: number;
  averageSeconds: number | null;
  totalMessages: number;
}

/** The reads of GET /api/profile/stats, each one indexed query. */
@Injectable()
export class ProfileStatsStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly habits: HabitDaysStore,
  ) {}

  async sessionTotals(userId: string): Promise<SessionTotals> {
    const [row]: { total: number; average: string | null; messages: string | null }[] =
      await this.dataSource.query(
        `SELECT count(*)::int AS "total", avg("duration_seconds") AS "average", sum("messages_count") AS "messages"
           FROM "journal"."user_session_analytics" WHERE "user_id" = $1 AND "ended_at" IS NOT NULL`,
        [userId],
      );
    return {
      total: row?.total ?? 0,
      averageSeconds: row?.average === null || row?.average === undefined ? null : Number(row.average),
      totalMessages: Number(row?.messages ?? 0),
    };
  }

  /** The latest five "how do you feel now?" answers, newest first. */
  async latestRatings(userId: string): Promise<number[]> {
    const rows: { rating: number }[] = await this.dataSource.query(
      `SELECT "satisfaction_rating" AS "rating" FROM "journal"."user_session_analytics"
        WHERE "user_id" = $1 AND "satisfaction_rating" IS NOT NULL ORDER BY "rated_at" DESC LIMIT $2`,
      [userId, MOOD_SCORE_RATINGS],
    );
    return rows.map((row) => Number(row.rating));
  }

  /** Spec 001 §9: the latest 3 sessions, 2 habit logs and 2 feature uses, newest first (the caller cuts to 5). */
  async activity(userId: string): Promise<ActivityItem[]> {
    const [sessions, habits, features] = await Promise.all([
      this.dataSource.query(
        `SELECT "session_type", "duration_seconds", "ended_at" FROM "journal"."user_session_analytics"
          WHERE "user_id" = $1 AND "ended_at" IS NOT NULL ORDER BY "ended_at" DESC LIMIT $2`,
        [userId, ACTIVITY_FEED_SESSIONS],
      ) as Promise<{ session_type: SessionType; duration_seconds: number; ended_at: Date }[]>,
      this.habits.recentlySaved(userId, ACTIVITY_FEED_HABITS),
      this.dataSource.query(
        `SELECT "kind", "ref", "occurred_at" FROM "journal"."user_activity_logs"
          WHERE "user_id" = $1 ORDER BY "occurred_at" DESC, "id" DESC LIMIT $2`,
        [userId, ACTIVITY_FEED_FEATURES],
      ) as Promise<{ kind: 'booster' | 'journal' | 'plan'; ref: string | null; occurred_at: Date }[]>,
    ]);
    return [
      ...sessions.map((row): ActivityItem => ({
        kind: 'session',
        at: row.ended_at.toISOString(),
        sessionType: row.session_type,
        minutes: Math.max(1, Math.round((row.duration_seconds ?? 0) / 60)),
      })),
      ...habits.map(({ day, savedAt }): ActivityItem => ({
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
