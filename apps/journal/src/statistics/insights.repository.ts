import { HABIT_WATER_GOAL } from '@maeum/contracts';
import { EntityManager } from 'typeorm';
import { MOOD_WORD_SQL } from '../entries/journal-rows';

export interface SessionDayRow {
  day: string;
  sessions: number;
  seconds: number;
  rating_sum: number;
  ratings: number;
}
export interface EntryDayRow {
  day: string;
  entries: number;
  mood: string | null;
}
export interface HabitDayRow {
  day: string;
  meals: boolean;
  water: boolean;
  activity: boolean;
  mindfulness: boolean;
  social: boolean;
  sleep: string | null;
}
export interface BoosterDayRow {
  day: string;
  slug: string;
  uses: number;
}

/**
 * The reads of GET /api/insights, each grouped by the person's local day in SQL so a year of data
 * comes back as at most a row a day. `from` (YYYY-MM-DD) limits them to the latest days; null: all.
 */
export class InsightsRepository {
  constructor(private readonly manager: EntityManager) {}

  sessionDays(userId: string, timezone: string, from: string | null): Promise<SessionDayRow[]> {
    return this.manager.query(
      `SELECT to_char((coalesce("ended_at", "rated_at") AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS "day",
              count("ended_at")::int AS "sessions", coalesce(sum("duration_seconds"), 0)::int AS "seconds",
              coalesce(sum("satisfaction_rating"), 0)::int AS "rating_sum", count("satisfaction_rating")::int AS "ratings"
         FROM "journal"."user_session_analytics"
        WHERE "user_id" = $1 AND ($3::date IS NULL OR coalesce("ended_at", "rated_at") >= ($3::date::timestamp AT TIME ZONE $2))
        GROUP BY 1`,
      [userId, timezone, from],
    );
  }

  entryDays(userId: string, timezone: string, from: string | null): Promise<EntryDayRow[]> {
    return this.manager.query(
      `SELECT to_char((e."created_at" AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS "day", count(*)::int AS "entries",
              mode() WITHIN GROUP (ORDER BY ${MOOD_WORD_SQL}) AS "mood"
         FROM "journal"."journal_entries" e
         LEFT JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"
        WHERE e."user_id" = $1 AND ($3::date IS NULL OR e."created_at" >= ($3::date::timestamp AT TIME ZONE $2))
        GROUP BY 1`,
      [userId, timezone, from],
    );
  }

  /** The analyses' emotion tags in the window, most frequent first. */
  emotions(userId: string, timezone: string, from: string | null, limit: number) {
    return this.manager.query(
      `SELECT t."name", count(*)::int AS "count"
         FROM "journal"."journal_entry_analysis" a
         JOIN "journal"."journal_entries" e ON e."id" = a."entry_id",
              unnest(a."emotion_tags") AS t("name")
        WHERE a."user_id" = $1 AND ($3::date IS NULL OR e."created_at" >= ($3::date::timestamp AT TIME ZONE $2))
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT $4`,
      [userId, timezone, from, limit],
    ) as Promise<{ name: string; count: number }[]>;
  }

  /** The writer's own tags in the window: one sealed copy per blind index, with its count. */
  sealedTags(userId: string, timezone: string, from: string | null) {
    return this.manager.query(
      `SELECT min(t."enc") AS "enc", count(*)::int AS "count"
         FROM "journal"."journal_entries" e, unnest(e."tag_index", e."tags_enc") AS t("idx", "enc")
        WHERE e."user_id" = $1 AND ($3::date IS NULL OR e."created_at" >= ($3::date::timestamp AT TIME ZONE $2))
        GROUP BY t."idx"`,
      [userId, timezone, from],
    ) as Promise<{ enc: string; count: number }[]>;
  }

  habitDays(userId: string, from: string | null): Promise<HabitDayRow[]> {
    return this.manager.query(
      `SELECT to_char("date", 'YYYY-MM-DD') AS "day", ("breakfast" AND "lunch" AND "dinner") AS "meals",
              "water_glasses" >= ${HABIT_WATER_GOAL} AS "water", "physical_activity" AS "activity", "mindfulness",
              "social_connection" AS "social", "sleep_quality" AS "sleep"
         FROM "journal"."daily_habits" WHERE "user_id" = $1 AND ($2::date IS NULL OR "date" >= $2::date)`,
      [userId, from],
    );
  }

  /** Boosters opened per local day (the activity log kept from the booster-activated events). */
  boosterDays(userId: string, timezone: string, from: string | null): Promise<BoosterDayRow[]> {
    return this.manager.query(
      `SELECT to_char(("occurred_at" AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS "day", "ref" AS "slug", count(*)::int AS "uses"
         FROM "journal"."user_activity_logs"
        WHERE "user_id" = $1 AND "kind" = 'booster' AND "ref" IS NOT NULL
          AND ($3::date IS NULL OR "occurred_at" >= ($3::date::timestamp AT TIME ZONE $2))
        GROUP BY 1, 2`,
      [userId, timezone, from],
    );
  }
}
