import { Injectable } from '@nestjs/common';
import { JOURNAL_PAGE_SIZE } from '@maeum/contracts';
import { type PreparedStatement, preparedQuery, ReadBatcher } from '@maeum/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { ENTRY_SELECT, type EntryRow } from './journal-rows';

/** The entries of a page without their text: the list opens only what it has not kept (EntryViewCache). */
const HEAD_SELECT = `SELECT e."id", a."entry_id" IS NOT NULL AS "analysed"
  FROM "journal"."journal_entries" e
  LEFT JOIN "journal"."journal_entry_analysis" a ON a."entry_id" = e."id"`;

/**
 * The first pages as the page asks them most (no filter, no cursor), of every writer asked for in
 * one turn of the event loop (ReadBatcher): one statement, planned once per connection, each
 * writer's newest entries by the index, in order (`n`).
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

/** The SQL of entries and analyses; every statement is scoped by the owner's id. */
@Injectable()
export class JournalStore {
  private readonly firstPages = new ReadBatcher<string, EntryHead[]>((userIds) =>
    this.loadFirstPages(userIds),
  );

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes an entry; undefined when one with the same `idempotencyKey` is there already (a retry
   * of the same save): the caller returns that one (byIdempotencyKey) and writes nothing.
   */
  async insert(
    manager: EntityManager,
    entry: {
      userId: string;
      titleEnc: string | null;
      contentEnc: string;
      mood: string | null;
      tagsEnc: string[];
      tagIndex: string[];
      isPrivate: boolean;
      createdAt?: Date;
      idempotencyKey?: string;
    },
  ): Promise<{ id: string; created_at: Date } | undefined> {
    const rows: { id: string; created_at: Date }[] = await manager.query(
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
  async byIdempotencyKey(
    manager: EntityManager,
    userId: string,
    idempotencyKey: string,
  ): Promise<EntryRow | undefined> {
    const rows: EntryRow[] = await manager.query(
      `${ENTRY_SELECT} WHERE e."idempotency_key" = $1 AND e."user_id" = $2`,
      [idempotencyKey, userId],
    );
    return rows[0];
  }

  async find(
    userId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<EntryRow | undefined> {
    const rows: EntryRow[] = await manager.query(`${ENTRY_SELECT} WHERE e."id" = $1 AND e."user_id" = $2`, [
      id,
      userId,
    ]);
    return rows[0];
  }

  /**
   * Newest first, a page at a time; `moods` and `tag` narrow it (spec 001 §7 journal_entries select).
   * A tag of the writer's matches by its blind index (`tagIndex`), an emotion tag by its word.
   */
  async page(
    userId: string,
    filter: { tag?: string; tagIndex?: string; moods?: string[]; before?: string },
  ): Promise<EntryHead[]> {
    if (!filter.tag && !filter.moods && !filter.before)
      return (await this.firstPages.read(userId.toLowerCase())) ?? [];
    return this.dataSource.query(
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

  private async loadFirstPages(userIds: string[]): Promise<Map<string, EntryHead[]>> {
    const rows = await preparedQuery<EntryHead & { user_id: string }>(this.dataSource, FIRST_PAGES, [
      userIds,
    ]);
    const pages = new Map<string, EntryHead[]>();
    for (const { user_id: userId, id, analysed } of rows) {
      const page = pages.get(userId);
      if (page) page.push({ id, analysed });
      else pages.set(userId, [{ id, analysed }]);
    }
    return pages;
  }

  /** The owner's entries of these ids, in no particular order (one that is gone is left out). */
  async byIds(userId: string, ids: string[]): Promise<EntryRow[]> {
    return this.dataSource.query(`${ENTRY_SELECT} WHERE e."user_id" = $1 AND e."id" = ANY($2::uuid[])`, [
      userId,
      ids,
    ]);
  }

  /** Every entry written since `since` (all of them without), newest first, up to `limit`. */
  async since(userId: string, since: Date | null, limit: number): Promise<EntryRow[]> {
    return this.dataSource.query(
      `${ENTRY_SELECT} WHERE e."user_id" = $1 AND ($2::timestamptz IS NULL OR e."created_at" >= $2::timestamptz)
        ORDER BY e."created_at" DESC, e."id" DESC LIMIT $3`,
      [userId, since, limit],
    );
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.dataSource.query(
      `DELETE FROM "journal"."journal_entries" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    return count > 0;
  }

  /** Keeps the first analysis written: a retried job changes nothing. */
  async addAnalysis(analysis: {
    entryId: string;
    userId: string;
    moodTag: string | null;
    emotionTags: string[];
    detailsEnc: string;
    writtenBy: string;
  }): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
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
}
