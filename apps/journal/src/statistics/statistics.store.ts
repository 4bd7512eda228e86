import { Injectable } from '@nestjs/common';
import type { JournalStatisticsExport, SessionEndedV1, SessionRatedV1 } from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';

export type ActivityLogKind = 'booster' | 'journal' | 'plan';

/** journal.user_session_analytics, user_feature_usage and user_activity_logs: written from events. */
@Injectable()
export class StatisticsStore {
  constructor(private readonly dataSource: DataSource) {}

  /** The end of a session; a rating that came first keeps its place. */
  async recordSessionEnded(manager: EntityManager, ended: SessionEndedV1): Promise<void> {
    await manager.query(
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
  async recordRating(manager: EntityManager, rated: SessionRatedV1): Promise<void> {
    await manager.query(
      `INSERT INTO "journal"."user_session_analytics" ("session_id", "user_id", "satisfaction_rating", "rated_at")
       SELECT $1::uuid, $2::uuid, $3::smallint, $4::timestamptz WHERE NOT EXISTS (SELECT 1 FROM "journal"."deleted_users" WHERE "user_id" = $2)
       ON CONFLICT ("session_id") DO UPDATE SET
         "satisfaction_rating" = EXCLUDED."satisfaction_rating", "rated_at" = EXCLUDED."rated_at"
       WHERE "user_session_analytics"."user_id" = EXCLUDED."user_id"
         AND ("user_session_analytics"."rated_at" IS NULL OR "user_session_analytics"."rated_at" <= EXCLUDED."rated_at")`,
      [rated.sessionId, rated.userId, rated.rating, rated.ratedAt],
    );
  }

  async countFeatureUse(manager: EntityManager, userId: string, feature: string, at: string): Promise<void> {
    await manager.query(
      `INSERT INTO "journal"."user_feature_usage" ("user_id", "feature_name", "usage_count", "last_used_at")
       SELECT $1::uuid, $2::text, 1, $3::timestamptz WHERE NOT EXISTS (SELECT 1 FROM "journal"."deleted_users" WHERE "user_id" = $1)
       ON CONFLICT ("user_id", "feature_name") DO UPDATE SET
         "usage_count" = "user_feature_usage"."usage_count" + 1,
         "last_used_at" = greatest("user_feature_usage"."last_used_at", EXCLUDED."last_used_at")`,
      [userId, feature, at],
    );
  }

  async logActivity(
    manager: EntityManager,
    userId: string,
    kind: ActivityLogKind,
    ref: string | null,
    at: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "journal"."user_activity_logs" ("user_id", "kind", "ref", "occurred_at")
       SELECT $1::uuid, $2::text, $3::text, $4::timestamptz WHERE NOT EXISTS (SELECT 1 FROM "journal"."deleted_users" WHERE "user_id" = $1)`,
      [userId, kind, ref, at],
    );
  }

  /** Everything kept about one person, for the data export. */
  async exportFor(userId: string): Promise<JournalStatisticsExport> {
    const [sessions, featureUsage, activity] = await Promise.all([
      this.dataSource.query(
        `SELECT "session_id" AS "sessionId", "session_type" AS "sessionType", "duration_seconds" AS "durationSeconds",
                "messages_count" AS "messagesCount", "mood_direction" AS "moodDirection",
                "satisfaction_rating" AS "rating", "rated_at" AS "ratedAt", "ended_at" AS "endedAt"
           FROM "journal"."user_session_analytics" WHERE "user_id" = $1 ORDER BY "created_at"`,
        [userId],
      ),
      this.dataSource.query(
        `SELECT "feature_name" AS "feature", "usage_count" AS "usageCount", "last_used_at" AS "lastUsedAt"
           FROM "journal"."user_feature_usage" WHERE "user_id" = $1 ORDER BY "feature_name"`,
        [userId],
      ),
      this.dataSource.query(
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
}

/** The tables deleted with an account. */
export const STATISTICS_TABLES = ['user_session_analytics', 'user_feature_usage', 'user_activity_logs'];
