import { EntityManager } from 'typeorm';

export interface WriterRow {
  timezone: string;
  language: 'en' | 'ko';
  revision: number;
}

/** journal.writers: the time zone and language that place a writer's "today", newest revision wins. */
export class WriterRepository {
  constructor(private readonly manager: EntityManager) {}

  async find(userId: string): Promise<WriterRow | undefined> {
    const rows: WriterRow[] = await this.manager.query(
      `SELECT "timezone", "language", "revision" FROM "journal"."writers" WHERE "user_id" = $1`,
      [userId],
    );
    return rows[0];
  }

  /** What auth answered (revision 0); never over a copy an event brought meanwhile (revision 1 and up). */
  async keepAsked(userId: string, timezone: string, language: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO "journal"."writers" ("user_id", "timezone", "language", "revision") VALUES ($1, $2, $3, 0)
         ON CONFLICT ("user_id") DO UPDATE SET "timezone" = $2, "language" = $3, "revision" = 0, "updated_at" = now()
         WHERE "writers"."revision" < 0`,
      [userId, timezone, language],
    );
  }

  /** An event's copy, if newer than the one kept; a deleted account gets no row back. */
  async keepChanged(userId: string, timezone: string, language: string, revision: number): Promise<void> {
    await this.manager.query(
      `INSERT INTO "journal"."writers" ("user_id", "timezone", "language", "revision")
       SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM "journal"."deleted_users" WHERE "user_id" = $1)
       ON CONFLICT ("user_id") DO UPDATE SET "timezone" = $2, "language" = $3, "revision" = $4, "updated_at" = now()
       WHERE "writers"."revision" < $4`,
      [userId, timezone, language, revision],
    );
  }

  /** The writers who wrote in the 8 days before `now` (the weekly recap's candidates). */
  recentlyWriting(now: Date): Promise<{ user_id: string; timezone: string; language: 'en' | 'ko' }[]> {
    return this.manager.query(
      `SELECT "user_id", "timezone", "language" FROM "journal"."writers" w
        WHERE EXISTS (SELECT 1 FROM "journal"."journal_entries" e
                       WHERE e."user_id" = w."user_id" AND e."created_at" >= $1::timestamptz - interval '8 days')`,
      [now],
    );
  }
}
