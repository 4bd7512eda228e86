import { EntityManager } from 'typeorm';

/** journal.daily_prompts: one per writer per local day. */
export class DailyPromptRepository {
  constructor(private readonly manager: EntityManager) {}

  async ofDay(userId: string, day: string): Promise<{ prompt: string; generation: number } | undefined> {
    const rows: { prompt: string; generation: number }[] = await this.manager.query(
      `SELECT "prompt", "generation" FROM "journal"."daily_prompts" WHERE "user_id" = $1 AND "day" = $2`,
      [userId, day],
    );
    return rows[0];
  }

  /**
   * Writes the day's prompt of this generation: the first of the day, or (`regenerate`) a newer
   * one; undefined when another request wrote it first (the caller reads what is there).
   */
  async save(
    userId: string,
    day: string,
    prompt: string,
    generation: number,
    regenerate: boolean,
  ): Promise<string | undefined> {
    const rows: { prompt: string }[] = await this.manager.query(
      `INSERT INTO "journal"."daily_prompts" ("user_id", "day", "prompt", "generation") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("user_id", "day") DO UPDATE SET "prompt" = $3, "generation" = $4
           WHERE $5 AND "daily_prompts"."generation" < $4
         RETURNING "prompt"`,
      [userId, day, prompt, generation, regenerate],
    );
    return rows[0]?.prompt;
  }

  /** The first emotion tag of the latest analysed entry written on `day` in the writer's zone. */
  async firstFeelingOf(userId: string, timezone: string, day: string): Promise<string | null> {
    const rows: { tag: string | null }[] = await this.manager.query(
      `SELECT a."emotion_tags"[1] AS "tag"
         FROM "journal"."journal_entries" e
         JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"
        WHERE e."user_id" = $1 AND (e."created_at" AT TIME ZONE $2)::date = $3::date
          AND cardinality(a."emotion_tags") > 0
        ORDER BY e."created_at" DESC LIMIT 1`,
      [userId, timezone, day],
    );
    return rows[0]?.tag ?? null;
  }

  all(userId: string): Promise<{ date: string; prompt: string }[]> {
    return this.manager.query(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "date", "prompt" FROM "journal"."daily_prompts" WHERE "user_id" = $1 ORDER BY "day"`,
      [userId],
    );
  }
}
