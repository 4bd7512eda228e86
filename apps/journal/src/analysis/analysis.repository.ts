import { EntityManager } from 'typeorm';

/** A sealed analysis as written by the job. */
export interface SealedAnalysis {
  entryId: string;
  userId: string;
  moodTag: string | null;
  emotionTags: string[];
  detailsEnc: string;
  writtenBy: string;
}

/** journal.journal_entry_analysis: one per entry, the first written kept. */
export class AnalysisRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Keeps the first analysis written, of an entry still there: a retried job changes nothing. */
  async add(analysis: SealedAnalysis): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `INSERT INTO "journal"."journal_entry_analysis" ("entry_id", "user_id", "mood_tag", "emotion_tags", "details_enc", "written_by")
       SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM "journal"."journal_entries" WHERE "id" = $1 AND "user_id" = $2)
       ON CONFLICT ("entry_id") DO NOTHING RETURNING "entry_id"`,
      [
        analysis.entryId,
        analysis.userId,
        analysis.moodTag,
        analysis.emotionTags,
        analysis.detailsEnc,
        analysis.writtenBy,
      ],
    );
    return rows.length > 0;
  }

  /** The analyses' emotion tags of the writer, counted. */
  emotionTagCounts(userId: string): Promise<{ tag: string; count: number }[]> {
    return this.manager.query(
      `SELECT unnest(a."emotion_tags") AS "tag", count(*)::int AS "count"
           FROM "journal"."journal_entry_analysis" a WHERE a."user_id" = $1 GROUP BY 1`,
      [userId],
    );
  }
}
