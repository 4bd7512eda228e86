import { Controller } from '@nestjs/common';
import {
  AdminAccountLookupDto,
  type AdminAccountRow,
  AdminAccountSearchDto,
  type AdminDayCount,
  AdminOverviewDaysDto,
  AdminProofDto,
  RpcHeader,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { proveOwner } from '../accounts/owner-proof';

interface AccountRecord {
  id: string;
  email: string;
  created_at: Date;
  last_sign_in_at: Date | null;
  email_confirmed_at: Date | null;
}

const COLUMNS = `"id", "email", "created_at", "last_sign_in_at", "email_confirmed_at"`;

const toRow = (r: AccountRecord): AdminAccountRow => ({
  id: r.id,
  email: r.email,
  createdAt: r.created_at.toISOString(),
  lastSignInAt: r.last_sign_in_at?.toISOString() ?? null,
  emailConfirmedAt: r.email_confirmed_at?.toISOString() ?? null,
});

/** `%`, `_` and `\` typed by an admin are letters, not LIKE wildcards. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The admin service's reads of accounts (its rules are checked there; no gateway route leads here):
 * the user list by e-mail prefix, served by users_email_prefix_idx (lower(email) in the C collation,
 * id) in keyset order, one account, and the calling admin's password check.
 */
@Controller()
export class AdminAccountsController {
  constructor(private readonly dataSource: DataSource) {}

  @RpcHandler(RpcPattern.authAdminAccountsSearch)
  async search(input: AdminAccountSearchDto): Promise<AdminAccountRow[]> {
    const after = input.afterEmail !== undefined && input.afterId !== undefined;
    const rows: AccountRecord[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM "auth"."users"
        WHERE "deleted_at" IS NULL AND lower("email") COLLATE "C" LIKE $1
          ${after ? `AND (lower("email") COLLATE "C", "id") > ($3, $4::uuid)` : ''}
        ORDER BY lower("email") COLLATE "C", "id" LIMIT $2`,
      after
        ? [likePrefix(input.prefix.toLowerCase()), input.limit, input.afterEmail, input.afterId]
        : [likePrefix(input.prefix.toLowerCase()), input.limit],
    );
    return rows.map(toRow);
  }

  @RpcHandler(RpcPattern.authAdminAccountsGet)
  async get(input: AdminAccountLookupDto): Promise<AdminAccountRow | null> {
    if (!input.id && !input.email) return null;
    const [row]: AccountRecord[] = input.id
      ? await this.dataSource.query(
          `SELECT ${COLUMNS} FROM "auth"."users" WHERE "id" = $1 AND "deleted_at" IS NULL`,
          [input.id],
        )
      : await this.dataSource.query(
          `SELECT ${COLUMNS} FROM "auth"."users" WHERE lower("email") = lower($1) AND "deleted_at" IS NULL`,
          [input.email],
        );
    return row ? toRow(row) : null;
  }

  /** The operator's overview: sign-ups and accounts that signed in, per day (UTC), counts only. */
  @RpcHandler(RpcPattern.authAdminDaily)
  async daily(
    input: AdminOverviewDaysDto,
  ): Promise<{ signUps: AdminDayCount[]; activeUsers: AdminDayCount[] }> {
    const since = `(now() AT TIME ZONE 'UTC')::date - ($1::int - 1)`;
    const count = (sql: string): Promise<AdminDayCount[]> =>
      this.dataSource
        .query(sql, [input.days])
        .then((rows: { day: string; count: string }[]) =>
          rows.map((r) => ({ day: r.day, count: Number(r.count) })),
        );
    const [signUps, activeUsers] = await Promise.all([
      count(`SELECT to_char(("created_at" AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS "day", count(*) AS "count"
               FROM "auth"."users" WHERE ("created_at" AT TIME ZONE 'UTC')::date >= ${since}
              GROUP BY 1 ORDER BY 1`),
      count(`SELECT to_char(("created_at" AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS "day", count(DISTINCT "user_id") AS "count"
               FROM "auth"."sessions" WHERE ("created_at" AT TIME ZONE 'UTC')::date >= ${since}
              GROUP BY 1 ORDER BY 1`),
    ]);
    return { signUps, activeUsers };
  }

  /** The password of the calling admin (an account without one: a sign-in in the last 5 minutes). */
  @RpcHandler(RpcPattern.authAdminProof)
  async proof(input: AdminProofDto, call: RpcCallContext): Promise<{ proven: true }> {
    await proveOwner(
      this.dataSource.manager,
      {
        userId: call.callerId(),
        sessionId: call.header(RpcHeader.sessionId),
        currentPassword: input?.password,
      },
      'Please sign in again, then return to the admin panel.',
    );
    return { proven: true };
  }
}
