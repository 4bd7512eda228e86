import { JOURNAL_PAGE_SIZE } from '@maeum/contracts';
import { type PreparedStatement, preparedQuery } from '@maeum/persistence';
import { EntityManager } from 'typeorm';
import { ENTRY_SELECT, type EntryRow, MOOD_WORD_SQL } from './journal-rows';

/** The entries of a page without their text: the list opens only what it has not kept (EntryViewCache). */
const HEAD_SELECT = `SELECT e."id", a."entry_id" IS NOT NULL AS "analysed"
  FROM "journal"."journal_entries" e
  LEFT JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"`;

/**
 * The first pages as the page asks them most (no filter, no cursor), of every writer asked for in
 * one turn of the event loop (JournalStore's ReadBatcher): one statement, planned once per
 * connection, each writer's newest entries by the index, in order (`n`).
 */
const FIRST_PAGES: PreparedStatement = {
  name: 'journal_entries_first_pages',
  text: `SELECT u."user_id"::text AS "user_id", h."id", h."analysed"
    FROM unnest($1::uuid[]) WITH ORDINALITY AS u("user_id", "ord")
    CROSS JOIN LATERAL (
      SELECT e."id", a."entry_id" IS NOT NULL AS "analysed",
             row_number() OVER (ORDER BY e."created_at" DESC, e."id" DESC) AS "n"
        FROM "journal"."journal_entries" e
        LEFT JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"
       WHERE e."user_id" = u."user_id"
       ORDER BY e."created_at" DESC, e."id" DESC LIMIT ${JOURNAL_PAGE_SIZE}) h
    ORDER BY u."ord", h."n"`,
};

/** One entry of a page: which, and whether its analysis is in. */
export interface EntryHead {
  id: string;
  analysed: boolean;
}

/** A sealed entry as written (the caller seals; nothing here sees plain text). */
export interface SealedEntry {
  userId: string;
  titleEnc: string | null;
  contentEnc: string;
  mood: string | null;
  tagsEnc: string[];
  tagIndex: string[];
  isPrivate: boolean;
  createdAt?: Date;
  idempotencyKey?: string;
}

/** journal.journal_entries (with its analysis joined): every statement is scoped by the owner's id. */
export class EntryRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Writes an entry; undefined when one with the same `idempotencyKey` is there already (a retry
   * of the same save): the caller returns that one (byIdempotencyKey) and writes nothing.
   */
  async insert(entry: SealedEntry): Promise<{ id: string; created_at: Date } | undefined> {
    const rows: { id: string; created_at: Date }[] = await this.manager.query(
      `INSERT INTO "journal"."journal_entries" ("user_id", "title_enc", "content_enc", "mood", "tags_enc", "tag_index", "is_private", "created_at", "idempotency_key")
       VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, now()), $9)
       ON CONFLICT ("idempotency_key") WHERE "idempotency_key" IS NOT NULL DO NOTHING
       RETURNING "id", "created_at"`,
      [
        entry.userId,
        entry.titleEnc,
        entry.contentEnc,
        entry.mood,
        entry.tagsEnc,
        entry.tagIndex,
        entry.isPrivate,
        entry.createdAt ?? null,
        entry.idempotencyKey ?? null,
      ],
    );
    return rows[0];
  }

  /** The caller's entry written with this idempotency key (a retry of its save). */
  async byIdempotencyKey(userId: string, idempotencyKey: string): Promise<EntryRow | undefined> {
    const rows: EntryRow[] = await this.manager.query(
      `${ENTRY_SELECT} WHERE e."idempotency_key" = $1 AND e."user_id" = $2`,
      [idempotencyKey, userId],
    );
    return rows[0];
  }

  async find(userId: string, id: string): Promise<EntryRow | undefined> {
    const rows: EntryRow[] = await this.manager.query(
      `${ENTRY_SELECT} WHERE e."id" = $1 AND e."user_id" = $2`,
      [id, userId],
    );
    return rows[0];
  }

  /** The moments of these that the writer has an entry at already (an import's repeats). */
  async createdAtAmong(userId: string, moments: string[]): Promise<Date[]> {
    const rows: { created_at: Date }[] = await this.manager.query(
      `SELECT "created_at" FROM "journal"."journal_entries" WHERE "user_id" = $1 AND "created_at" = ANY($2::timestamptz[])`,
      [userId, moments],
    );
    return rows.map((row) => row.created_at);
  }

  /**
   * Newest first, a page at a time; `moods` and `tag` narrow it (spec 001 §7 journal_entries select).
   * A tag of the writer's matches by its blind index (`tagIndex`), an emotion tag by its word.
   */
  page(
    userId: string,
    filter: { tag?: string; tagIndex?: string; moods?: string[]; before?: string },
  ): Promise<EntryHead[]> {
    return this.manager.query(
      `${HEAD_SELECT}
        WHERE e."user_id" = $1
          AND ($2::text IS NULL OR $6::text = ANY(e."tag_index") OR $2 = ANY(coalesce(a."emotion_tags", '{}')))
          AND ($3::text[] IS NULL OR e."mood" = ANY($3) OR a."mood_tag" = ANY($3))
          AND ($4::timestamptz IS NULL OR e."created_at" < $4::timestamptz)
        ORDER BY e."created_at" DESC, e."id" DESC LIMIT $5`,
      [
        userId,
        filter.tag ?? null,
        filter.moods ?? null,
        filter.before ?? null,
        JOURNAL_PAGE_SIZE,
        filter.tagIndex ?? null,
      ],
    );
  }

  /** The first page of each writer (a prepared statement: the list's hot read). */
  firstPages(userIds: string[]): Promise<(EntryHead & { user_id: string })[]> {
    return preparedQuery<EntryHead & { user_id: string }>(this.manager.connection, FIRST_PAGES, [userIds]);
  }

  /** The owner's entries of these ids, in no particular order (one that is gone is left out). */
  byIds(userId: string, ids: string[]): Promise<EntryRow[]> {
    return this.manager.query(`${ENTRY_SELECT} WHERE e."user_id" = $1 AND e."id" = ANY($2::uuid[])`, [
      userId,
      ids,
    ]);
  }

  /** Every entry written since `since` (all of them without), newest first, up to `limit`. */
  since(userId: string, since: Date | null, limit: number): Promise<EntryRow[]> {
    return this.manager.query(
      `${ENTRY_SELECT} WHERE e."user_id" = $1 AND ($2::timestamptz IS NULL OR e."created_at" >= $2::timestamptz)
        ORDER BY e."created_at" DESC, e."id" DESC LIMIT $3`,
      [userId, since, limit],
    );
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.manager.query(
      `DELETE FROM "journal"."journal_entries" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    return count > 0;
  }

  /** Entries and their mood (the inline form's words, else the analysis's) per local day, newest first. */
  daysWritten(
    userId: string,
    timezone: string,
  ): Promise<{ day: string; entries: number; mood: string | null }[]> {
    return this.manager.query(
      `SELECT to_char((e."created_at" AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS "day", count(*)::int AS "entries",
                mode() WITHIN GROUP (ORDER BY ${MOOD_WORD_SQL}) AS "mood"
           FROM "journal"."journal_entries" e
           LEFT JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"
          WHERE e."user_id" = $1 GROUP BY 1 ORDER BY 1 DESC LIMIT 400`,
      [userId, timezone],
    );
  }

  async count(userId: string): Promise<number> {
    const rows: { n: number }[] = await this.manager.query(
      `SELECT count(*)::int AS "n" FROM "journal"."journal_entries" WHERE "user_id" = $1`,
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  async mostCommonMood(userId: string): Promise<string | null> {
    const rows: { mood: string }[] = await this.manager.query(
      `SELECT ${MOOD_WORD_SQL} AS "mood", count(*)::int AS "n"
           FROM "journal"."journal_entries" e
           LEFT JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"
          WHERE e."user_id" = $1 AND ${MOOD_WORD_SQL} IS NOT NULL
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
      [userId],
    );
    return rows[0]?.mood ?? null;
  }

  /** The writer's own tags: one sealed copy per blind index, with its count. */
  sealedTagCounts(userId: string): Promise<{ enc: string; count: number }[]> {
    return this.manager.query(
      `SELECT min(t."enc") AS "enc", count(*)::int AS "count"
           FROM "journal"."journal_entries" e, unnest(e."tag_index", e."tags_enc") AS t("idx", "enc")
          WHERE e."user_id" = $1 GROUP BY t."idx"`,
      [userId],
    );
  }
}
