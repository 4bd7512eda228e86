import { Injectable } from '@nestjs/common';
import { promptFor, promptIn } from '@maeum/ai';
import type { JournalPromptView } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { addDays, localDay, WriterClock } from '../entries/writer-clock';

/**
 * The daily prompt (spec 001 §2): one per writer per day in their time zone, the same on every
 * reload; Regenerate writes a different one for the rest of the day. From the bank of CBT-style
 * prompts in the writer's language. "Yesterday you mentioned" quotes the first emotion tag of the
 * latest entry written yesterday. A prompt kept from earlier in the day follows a change of language.
 */
@Injectable()
export class DailyPromptUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: WriterClock,
  ) {}

  /** `wording`: the language the page shows (a switch of language is seen at once); the writer's otherwise. */
  async execute(
    userId: string,
    regenerate: boolean,
    wording?: 'en' | 'ko',
    now = new Date(),
  ): Promise<JournalPromptView> {
    const writer = await this.clock.writer(userId);
    const { timezone } = writer;
    const language = wording ?? writer.language;
    const day = localDay(now, timezone);
    const current: { prompt: string; generation: number }[] = await this.dataSource.query(
      `SELECT "prompt", "generation" FROM "journal"."daily_prompts" WHERE "user_id" = $1 AND "day" = $2`,
      [userId, day],
    );
    let prompt = current[0]?.prompt;
    if (!prompt || regenerate) {
      const generation = current[0] ? current[0].generation + 1 : 0;
      const next = promptFor(
        language,
        `${userId}:${day}:${generation}`,
        prompt && promptIn(language, prompt),
      );
      const saved: { prompt: string }[] = await this.dataSource.query(
        `INSERT INTO "journal"."daily_prompts" ("user_id", "day", "prompt", "generation") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("user_id", "day") DO UPDATE SET "prompt" = $3, "generation" = $4
           WHERE $5 AND "daily_prompts"."generation" < $4
         RETURNING "prompt"`,
        [userId, day, next, generation, regenerate],
      );
      prompt = saved[0]?.prompt ?? (await this.stored(userId, day)) ?? next;
    }
    const yesterday: { tag: string | null }[] = await this.dataSource.query(
      `SELECT a."emotion_tags"[1] AS "tag"
         FROM "journal"."journal_entries" e
         JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"
        WHERE e."user_id" = $1 AND (e."created_at" AT TIME ZONE $2)::date = $3::date
          AND cardinality(a."emotion_tags") > 0
        ORDER BY e."created_at" DESC LIMIT 1`,
      [userId, timezone, addDays(day, -1)],
    );
    return { prompt: promptIn(language, prompt), date: day, yesterday: yesterday[0]?.tag ?? null };
  }

  private async stored(userId: string, day: string): Promise<string | undefined> {
    const rows: { prompt: string }[] = await this.dataSource.query(
      `SELECT "prompt" FROM "journal"."daily_prompts" WHERE "user_id" = $1 AND "day" = $2`,
      [userId, day],
    );
    return rows[0]?.prompt;
  }
}
