import type { AdminDayCount } from '@maeum/contracts';
import { EntityManager } from 'typeorm';

export interface AccountRecord {
  id: string;
  email: string;
  created_at: Date;
  last_sign_in_at: Date | null;
  email_confirmed_at: Date | null;
}

const COLUMNS = `"id", "email", "created_at", "last_sign_in_at", "email_confirmed_at"`;

/** `%`, `_` and `\` typed by an admin are letters, not LIKE wildcards. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const since = `(now() AT TIME ZONE 'UTC')::date - ($1::int - 1)`;

/**
 * The accounts as the admin service reads them, and auth.admin_users (the roster GET /api/me reads
 * for the isAdmin flag; the admin service keeps its own and checks that).
 */
export class AdminAccountsRepository {
  constructor(private readonly manager: EntityManager) {}

  /**
   * Live accounts whose lower-cased e-mail starts with `prefix`, after the keyset (e-mail, id) when
   * given. Served by users_email_prefix_idx (lower(email) in the C collation, id): the statement's
   * collation and order are what let the index answer it.
   */
  search(prefix: string, limit: number, after?: { email: string; id: string }): Promise<AccountRecord[]> {
    return this.manager.query(
      `SELECT ${COLUMNS} FROM "auth"."users"
        WHERE "deleted_at" IS NULL AND lower("email") COLLATE "C" LIKE $1
          ${after ? `AND (lower("email") COLLATE "C", "id") > ($3, $4::uuid)` : ''}
        ORDER BY lower("email") COLLATE "C", "id" LIMIT $2`,
      after
        ? [likePrefix(prefix.toLowerCase()), limit, after.email, after.id]
        : [likePrefix(prefix.toLowerCase()), limit],
    );
  }

  async findById(id: string): Promise<AccountRecord | undefined> {
    const [row]: AccountRecord[] = await this.manager.query(
      `SELECT ${COLUMNS} FROM "auth"."users" WHERE "id" = $1 AND "deleted_at" IS NULL`,
      [id],
    );
    return row;
  }

  async findByEmail(email: string): Promise<AccountRecord | undefined> {
    const [row]: AccountRecord[] = await this.manager.query(
      `SELECT ${COLUMNS} FROM "auth"."users" WHERE lower("email") = lower($1) AND "deleted_at" IS NULL`,
      [email],
    );
    return row;
  }

  /** Sign-ups per day (UTC) over the last `days`, counts only. */
  signUpsPerDay(days: number): Promise<AdminDayCount[]> {
    return this.perDay(
      `SELECT to_char(("created_at" AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS "day", count(*) AS "count"
               FROM "auth"."users" WHERE ("created_at" AT TIME ZONE 'UTC')::date >= ${since}
              GROUP BY 1 ORDER BY 1`,
      days,
    );
  }

  /** Accounts that signed in, per day (UTC) over the last `days`, counts only. */
  activeUsersPerDay(days: number): Promise<AdminDayCount[]> {
    return this.perDay(
      `SELECT to_char(("created_at" AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS "day", count(DISTINCT "user_id") AS "count"
               FROM "auth"."sessions" WHERE ("created_at" AT TIME ZONE 'UTC')::date >= ${since}
              GROUP BY 1 ORDER BY 1`,
      days,
    );
  }

  private async perDay(sql: string, days: number): Promise<AdminDayCount[]> {
    const rows: { day: string; count: string }[] = await this.manager.query(sql, [days]);
    return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
  }

  /** Marks a live account as an admin (a repeat, or a deleted account, changes nothing). */
  async flagAdmin(userId: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO "auth"."admin_users" ("user_id", "role")
         SELECT "id", 'admin' FROM "auth"."users" WHERE "id" = $1 AND "deleted_at" IS NULL
         ON CONFLICT ("user_id") DO NOTHING`,
      [userId],
    );
  }

  async unflagAdmin(userId: string): Promise<void> {
    await this.manager.query(`DELETE FROM "auth"."admin_users" WHERE "user_id" = $1`, [userId]);
  }
}
