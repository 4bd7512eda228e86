import { Injectable, Logger } from '@nestjs/common';
import { weeklySummary } from '@maeum/ai';
import { DataSource } from 'typeorm';
import { JournalDataKeys } from '../data-keys/journal-data-keys';
import { addDays, localDay, localWeekday } from '../entries/writer-clock';

/**
 * The weekly-summary job (runs hourly): for every writer whose local day is Monday, the recap of
 * the week before (Monday to Sunday in their zone) when they wrote that week and it is not written
 * yet. Keyed by (writer, week start), so a second run in the same hour writes nothing more.
 */
@Injectable()
export class WriteWeeklySummariesUseCase {
  private readonly logger = new Logger(WriteWeeklySummariesUseCase.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: JournalDataKeys,
  ) {}

  async execute(now = new Date()): Promise<{ written: number }> {
    const writers: { user_id: string; timezone: string; language: 'en' | 'ko' }[] =
      await this.dataSource.query(
        `SELECT "user_id", "timezone", "language" FROM "journal"."writers" w
        WHERE EXISTS (SELECT 1 FROM "journal"."journal_entries" e
                       WHERE e."user_id" = w."user_id" AND e."created_at" >= $1::timestamptz - interval '8 days')`,
        [now],
      );
    let written = 0;
    for (const writer of writers) {
      if (localWeekday(now, writer.timezone) !== 1) continue;
      const weekStart = addDays(localDay(now, writer.timezone), -7);
      const entries: { emotion_tags: string[] | null; created_at: Date }[] = await this.dataSource.query(
        `SELECT a."emotion_tags", e."created_at"
           FROM "journal"."journal_entries" e
           LEFT JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"
          WHERE e."user_id" = $1 AND (e."created_at" AT TIME ZONE $2)::date >= $3::date
            AND (e."created_at" AT TIME ZONE $2)::date < $3::date + 7
            AND NOT EXISTS (SELECT 1 FROM "journal"."weekly_summaries" s WHERE s."user_id" = $1 AND s."week_start" = $3::date)`,
        [writer.user_id, writer.timezone, weekStart],
      );
      if (!entries.length) continue;
      const recap = weeklySummary(
        entries.map((e) => ({ emotionTags: e.emotion_tags ?? [], createdAt: e.created_at })),
        writer.language,
      );
      const cipher = await this.keys.cipherFor(writer.user_id);
      const saved: unknown[] = await this.dataSource.query(
        `INSERT INTO "journal"."weekly_summaries" ("user_id", "week_start", "summary_enc", "tone_tags")
         VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING "week_start"`,
        [writer.user_id, weekStart, cipher.seal(recap.summary), recap.toneTags],
      );
      written += saved.length;
    }
    if (written) this.logger.log({ written }, 'Weekly recaps written');
    return { written };
  }
}
