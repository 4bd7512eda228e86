import { Injectable } from '@nestjs/common';
import type { JournalWeeklySummaryView } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { JournalDataKeys } from '../data-keys/journal-data-keys';

/** The latest weekly recap, or null before the first one (the card shows its placeholder). */
@Injectable()
export class GetWeeklySummaryUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(userId: string): Promise<JournalWeeklySummaryView | null> {
    const rows: { summary_enc: string; tone_tags: string[]; week_start: string }[] =
      await this.dataSource.query(
        `SELECT "summary_enc", "tone_tags", to_char("week_start", 'YYYY-MM-DD') AS "week_start"
         FROM "journal"."weekly_summaries" WHERE "user_id" = $1 ORDER BY "week_start" DESC LIMIT 1`,
        [userId],
      );
    const row = rows[0];
    if (!row) return null;
    const cipher = await this.keys.cipherFor(userId);
    return { summary: cipher.open(row.summary_enc), toneTags: row.tone_tags, weekStart: row.week_start };
  }
}
