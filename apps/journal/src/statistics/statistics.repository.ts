import {
  ACTIVITY_FEED_FEATURES,
  ACTIVITY_FEED_SESSIONS,
  type JournalStatisticsExport,
  MOOD_SCORE_RATINGS,
  type SessionEndedV1,
  type SessionRatedV1,
  type SessionType,
} from '@maeum/contracts';
import { EntityManager } from 'typeorm';

export type ActivityLogKind = 'booster' | 'journal' | 'plan';

/** journal.user_session_analytics, user_feature_usage and user_activity_logs: written from events. */
export interface SessionTotals {
  total: number;
  averageSeconds: number | null;
  totalMessages: number;
}

export class StatisticsRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The end of a session; a rating that came first keeps its place. */
  async recordSessionEnded(ended: SessionEndedV1): Promise<void> {
    await this.manager.query(
      `INSERT INTO "journal"."user_session_analytics"
         ("session_id", "user_id", "session_type", "messages_count", "duration_seconds", "mood_direction", "started_at", "ended_at")
       SELECT $1::uuid, $2::uuid, $3::text, $4::int, $5::int, $6::text, $7::timestamptz, $8::timestamptz WHERE NOT EXISTS (SELECT 1 FROM "journal"."deleted_users" WHERE "user_id" = $2)
       ON CONFLICT ("session_id") DO UPDATE SET
         "session_type" = EXCLUDED."session_type", "messages_count" = EXCLUDED."messages_count",
         "duration_seconds" = EXCLUDED."duration_seconds", "mood_direction" = EXCLUDED."mood_direction",
         "started_at" = EXCLUDED."started_at", "ended_at" = EXCLUDED."ended_at"
       WHERE "user_session_analytics"."user_id" = EXCLUDED."user_id"`,
      [
        ended.sessionId,
        ended.userId,
        ended.sessionType,
        ended.messageCount,
        ended.durationSeconds,
        ended.moodDirection,
        ended.startedAt,
        ended.endedAt,
      ],
    );
  }

  /** A rating: the latest given wins, whichever order the events arrive in. */
  async recordRating(rated: SessionRatedV1): Promise<void> {
    await this.manager.query(
      `INSERT INTO "journal"."user_session_analytics" ("session_id", "user_id", "satisfaction_rating", "rated_at")
       SELECT $1::uuid, $2::uuid, $3::smallint, $4::timestamptz WHERE NOT EXISTS (SELECT 1 FROM "journal"."deleted_users" WHERE "user_id" = $2)
       ON CONFLICT ("session_id") DO UPDATE SET
         "satisfaction_rating" = EXCLUDED."satisfaction_rating", "rated_at" = EXCLUDED."rated_at"
       WHERE "user_session_analytics"."user_id" = EXCLUDED."user_id"
         AND ("user_session_analytics"."rated_at" IS NULL OR "user_session_analytics"."rated_at" <= EXCLUDED."rated_at")`,
      [rated.sessionId, rated.userId, rated.rating, rated.ratedAt],
    );
  }

  async countFeatureUse(userId: string, feature: string, at: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO "journal"."user_feature_usage" ("user_id", "feature_name", "usage_count", "last_used_at")
       SELECT $1::uuid, $2::text, 1, $3::timestamptz WHERE NOT EXISTS (SELECT 1 FROM "journal"."deleted_users" WHERE "user_id" = $1)
       ON CONFLICT ("user_id", "feature_name") DO UPDATE SET
         "usage_count" = "user_feature_usage"."usage_count" + 1,
         "last_used_at" = greatest("user_feature_usage"."last_used_at", EXCLUDED."last_used_at")`,
      [userId, feature, at],
    );
  }

  async logActivity(userId: string, kind: ActivityLogKind, ref: string | null, at: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO "journal"."user_activity_logs" ("user_id", "kind", "ref", "occurred_at")
       SELECT $1::uuid, $2::text, $3::text, $4::timestamptz WHERE NOT EXISTS (SELECT 1 FROM "journal"."deleted_users" WHERE "user_id" = $1)`,
      [userId, kind, ref, at],
    );
  }

  /** Everything kept about one person, for the data export. */
  async exportFor(userId: string): Promise<JournalStatisticsExport> {
    const [sessions, featureUsage, activity] = await Promise.all([
      this.manager.query(
        `SELECT "session_id" AS "sessionId", "session_type" AS "sessionType", "duration_seconds" AS "durationSeconds",
                "messages_count" AS "messagesCount", "mood_direction" AS "moodDirection",
                "satisfaction_rating" AS "rating", "rated_at" AS "ratedAt", "ended_at" AS "endedAt"
           FROM "journal"."user_session_analytics" WHERE "user_id" = $1 ORDER BY "created_at"`,
        [userId],
      ),
      this.manager.query(
        `SELECT "feature_name" AS "feature", "usage_count" AS "usageCount", "last_used_at" AS "lastUsedAt"
           FROM "journal"."user_feature_usage" WHERE "user_id" = $1 ORDER BY "feature_name"`,
        [userId],
      ),
      this.manager.query(
        `SELECT "kind", "ref", "occurred_at" AS "occurredAt"
           FROM "journal"."user_activity_logs" WHERE "user_id" = $1 ORDER BY "occurred_at", "id"`,
        [userId],
      ),
    ]);
    const iso = (value: Date | null) => (value ? value.toISOString() : null);
    return {
      sessions: (sessions as Record<string, unknown>[]).map((row) => ({
        ...row,
        ratedAt: iso(row.ratedAt as Date | null),
        endedAt: iso(row.endedAt as Date | null),
      })),
      featureUsage: (featureUsage as { feature: string; usageCount: number; lastUsedAt: Date }[]).map(
        (row) => ({ ...row, lastUsedAt: row.lastUsedAt.toISOString() }),
      ),
      activity: (activity as { kind: string; ref: string | null; occurredAt: Date }[]).map((row) => ({
        ...row,
        occurredAt: row.occurredAt.toISOString(),
      })),
    } as JournalStatisticsExport;
  }

  async sessionTotals(userId: string): Promise<SessionTotals> {
    const [row]: { total: number; average: string | null; messages: string | null }[] =
      await this.manager.query(
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
    const rows: { rating: number }[] = await this.manager.query(
      `SELECT "satisfaction_rating" AS "rating" FROM "journal"."user_session_analytics"
        WHERE "user_id" = $1 AND "satisfaction_rating" IS NOT NULL ORDER BY "rated_at" DESC LIMIT $2`,
      [userId, MOOD_SCORE_RATINGS],
    );
    return rows.map((row) => Number(row.rating));
  }

  /** The latest sessions ended (for the activity feed), newest first. */
  latestSessions(
    userId: string,
  ): Promise<{ session_type: SessionType; duration_seconds: number; ended_at: Date }[]> {
    return this.manager.query(
      `SELECT "session_type", "duration_seconds", "ended_at" FROM "journal"."user_session_analytics"
          WHERE "user_id" = $1 AND "ended_at" IS NOT NULL ORDER BY "ended_at" DESC LIMIT $2`,
      [userId, ACTIVITY_FEED_SESSIONS],
    );
  }

  /** The latest lines of the activity log (boosters, journal, plan), newest first. */
  latestActivity(
    userId: string,
  ): Promise<{ kind: ActivityLogKind; ref: string | null; occurred_at: Date }[]> {
    return this.manager.query(
      `SELECT "kind", "ref", "occurred_at" FROM "journal"."user_activity_logs"
          WHERE "user_id" = $1 ORDER BY "occurred_at" DESC, "id" DESC LIMIT $2`,
      [userId, ACTIVITY_FEED_FEATURES],
    );
  }
}

/** The tables deleted with an account. */
export const STATISTICS_TABLES = ['user_session_analytics', 'user_feature_usage', 'user_activity_logs'];
