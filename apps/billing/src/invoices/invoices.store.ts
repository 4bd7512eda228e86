import { Injectable } from '@nestjs/common';
import { INVOICE_PAGE_SIZE, REFUND_WINDOW_DAYS, type InvoiceView } from '@maeum/contracts';
import { JsonReply } from '@maeum/messaging';
import { PreparedStatement, preparedQuery, ReadBatcher } from '@maeum/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { InvoiceRow } from './invoice-row';

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** InvoiceView[] as JSON text, built by Postgres over the page `p` ($3: the refund window in days). */
const VIEWS = `SELECT COALESCE(json_agg(json_build_object(
    'id', p."id", 'planName', p."plan_name", 'billingPeriod', p."billing_period", 'amount', p."amount",
    'status', p."status", 'createdAt', ${ISO('p."created_at"')},
    'periodStart', ${ISO('p."period_start"')}, 'periodEnd', ${ISO('p."period_end"')},
    'refundable', p."status" = 'paid' AND p."amount" > 0 AND p."created_at" >= now() - make_interval(days => $3::int),
    'emailedAt', ${ISO('p."emailed_at"')}
  ) ORDER BY p."created_at" DESC, p."id" DESC), '[]'::json)::text AS "views"`;

const PAGE_COLUMNS = `i."id", i."plan_name", i."billing_period", i."amount", i."status", i."created_at", i."period_start", i."period_end", i."emailed_at"`;

/** The first pages of every user asked for in one turn of the event loop (ReadBatcher), one statement. */
const LIST_FIRST_PAGES: PreparedStatement = {
  name: 'billing.invoices.first-pages',
  text: `SELECT u."user_id"::text AS "user_id", (${VIEWS} FROM (
      SELECT ${PAGE_COLUMNS} FROM "billing"."invoices" i WHERE i."user_id" = u."user_id"
       ORDER BY i."created_at" DESC, i."id" DESC LIMIT $2) p) AS "views"
    FROM unnest($1::uuid[]) AS u("user_id")`,
};

// An id that is not the caller's invoice matches nothing, so the page is empty.
const LIST_PAGE_AFTER: PreparedStatement = {
  name: 'billing.invoices.page-after',
  text: `${VIEWS} FROM (
    SELECT ${PAGE_COLUMNS} FROM "billing"."invoices" i,
           (SELECT "created_at", "id" FROM "billing"."invoices" WHERE "id" = $4 AND "user_id" = $1) AS "last"
     WHERE i."user_id" = $1 AND (i."created_at", i."id") < ("last"."created_at", "last"."id")
     ORDER BY i."created_at" DESC, i."id" DESC LIMIT $2) p`,
};

@Injectable()
export class InvoicesStore {
  private readonly firstPages = new ReadBatcher<string, string>((userIds) => this.loadFirstPages(userIds));

  constructor(private readonly dataSource: DataSource) {}

  /**
   * One page of the list (spec §7), newest first, after `before` (keyset, by the user's index),
   * as the JSON of its views: Postgres builds it, prepared once per connection, and it is sent on
   * as it is (no parse here, none in the gateway). First pages asked for in one turn share a query.
   */
  async listViews(userId: string, before?: string): Promise<JsonReply<InvoiceView[]>> {
    if (!before) return new JsonReply((await this.firstPages.read(userId.toLowerCase())) ?? '[]');
    const [row] = await preparedQuery<{ views: string }>(this.dataSource, LIST_PAGE_AFTER, [
      userId,
      INVOICE_PAGE_SIZE,
      REFUND_WINDOW_DAYS,
      before,
    ]);
    return new JsonReply(row?.views ?? '[]');
  }

  private async loadFirstPages(userIds: string[]): Promise<Map<string, string>> {
    const rows = await preparedQuery<{ user_id: string; views: string }>(this.dataSource, LIST_FIRST_PAGES, [
      userIds,
      INVOICE_PAGE_SIZE,
      REFUND_WINDOW_DAYS,
    ]);
    return new Map(rows.map((row) => [row.user_id, row.views]));
  }

  /** Every invoice of the user, newest first, for the data export. */
  listAll(userId: string): Promise<InvoiceRow[]> {
    return this.dataSource.query(
      `SELECT * FROM "billing"."invoices" WHERE "user_id" = $1 ORDER BY "created_at" DESC, "id"`,
      [userId],
    );
  }

  /** The caller's invoice; another's is as unknown as one that does not exist. */
  async findOwn(
    userId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<InvoiceRow | null> {
    const rows: InvoiceRow[] = await manager.query(
      `SELECT * FROM "billing"."invoices" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    return rows[0] ?? null;
  }
}
