import { EntityManager } from 'typeorm';

export interface WeeklySummaryRow {
  summary_enc: string;
  tone_tags: string[];
  week_start: string;
}

/** journal.weekly_summaries: one sealed recap per writer per week (its Monday). */
export class WeeklySummaryRepository {
  constructor(private readonly manager: EntityManager) {}

  async latest(userId: string): Promise<WeeklySummaryRow | undefined> {
    const rows: WeeklySummaryRow[] = await this.manager.query(
      `SELECT "summary_enc", "tone_tags", to_char("week_start", 'YYYY-MM-DD') AS "week_start"
         FROM "journal"."weekly_summaries" WHERE "user_id" = $1 ORDER BY "week_start" DESC LIMIT 1`,
      [userId],
    );
    return rows[0];
  }

  all(userId: string): Promise<WeeklySummaryRow[]> {
    return this.manager.query(
      `SELECT "summary_enc", "tone_tags", to_char("week_start", 'YYYY-MM-DD') AS "week_start"
           FROM "journal"."weekly_summaries" WHERE "user_id" = $1 ORDER BY "week_start"`,
      [userId],
    );
  }

  /** The entries of the week from `weekStart` in the writer's zone; none when its recap is written. */
  weekToRecap(
    userId: string,
    timezone: string,
    weekStart: string,
  ): Promise<{ emotion_tags: string[] | null; created_at: Date }[]> {
    return this.manager.query(
      `SELECT a."emotion_tags", e."created_at"
           FROM "journal"."journal_entries" e
           LEFT JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"
          WHERE e."user_id" = $1 AND (e."created_at" AT TIME ZONE $2)::date >= $3::date
            AND (e."created_at" AT TIME ZONE $2)::date < $3::date + 7
            AND NOT EXISTS (SELECT 1 FROM "journal"."weekly_summaries" s WHERE s."user_id" = $1 AND s."week_start" = $3::date)`,
      [userId, timezone, weekStart],
    );
  }

  /** Writes the week's recap once: false when it was there already. */
  async add(userId: string, weekStart: string, summaryEnc: string, toneTags: string[]): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `INSERT INTO "journal"."weekly_summaries" ("user_id", "week_start", "summary_enc", "tone_tags")
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING "week_start"`,
      [userId, weekStart, summaryEnc, toneTags],
    );
    return rows.length > 0;
  }
}
