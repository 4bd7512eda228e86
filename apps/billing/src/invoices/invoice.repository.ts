import { PreparedStatement, preparedQuery } from '@maeum/persistence';
import { EntityManager } from 'typeorm';
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

export interface PaidInvoice {
  userId: string;
  orderId: string;
  planId: InvoiceRow['plan_id'];
  planName: string;
  billingPeriod: InvoiceRow['billing_period'];
  amount: number;
  paymentKey: string;
  cardBrand: string | null;
  cardLast4: string | null;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
}

/** Payments and refunds of one day (UTC), counts and won, as Postgres answers them (text). */
export interface PaymentsOfDayRow {
  day: string;
  paid: string;
  paid_amount: string;
  refunded: string;
  refunded_amount: string;
}

/** billing.invoices: every statement on an invoice, on one manager (a transaction's or the pool's). */
export class InvoiceRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The first page of each user as the JSON of its views, one prepared statement on the pool. */
  firstPagesAsJson(userIds: string[], pageSize: number, refundWindowDays: number) {
    return preparedQuery<{ user_id: string; views: string }>(this.manager.connection, LIST_FIRST_PAGES, [
      userIds,
      pageSize,
      refundWindowDays,
    ]);
  }

  /** The page after invoice `before` of the user as the JSON of its views (null: nothing). */
  async pageAfterAsJson(
    userId: string,
    before: string,
    pageSize: number,
    refundWindowDays: number,
  ): Promise<string | null> {
    const [row] = await preparedQuery<{ views: string }>(this.manager.connection, LIST_PAGE_AFTER, [
      userId,
      pageSize,
      refundWindowDays,
      before,
    ]);
    return row?.views ?? null;
  }

  /** Every invoice of the user, newest first, for the data export. */
  listAll(userId: string): Promise<InvoiceRow[]> {
    return this.manager.query(
      `SELECT * FROM "billing"."invoices" WHERE "user_id" = $1 ORDER BY "created_at" DESC, "id"`,
      [userId],
    );
  }

  /** The caller's invoice; another's is as unknown as one that does not exist. */
  async findOwn(userId: string, id: string): Promise<InvoiceRow | null> {
    const rows: InvoiceRow[] = await this.manager.query(
      `SELECT * FROM "billing"."invoices" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    return rows[0] ?? null;
  }

  /** The invoice of the user's order, once its charge is recorded. */
  async findOfOrder(orderId: string, userId: string): Promise<InvoiceRow | null> {
    const rows: InvoiceRow[] = await this.manager.query(
      `SELECT * FROM "billing"."invoices" WHERE "order_id" = $1 AND "user_id" = $2`,
      [orderId, userId],
    );
    return rows[0] ?? null;
  }

  /** The invoice of a charge Toss approved. */
  async insertPaid(invoice: PaidInvoice): Promise<InvoiceRow> {
    const [row]: InvoiceRow[] = await this.manager.query(
      `INSERT INTO "billing"."invoices" ("user_id", "order_id", "plan_id", "plan_name", "billing_period", "amount",
              "status", "payment_key", "card_brand", "card_last4", "period_start", "period_end", "created_at")
       VALUES ($1, $2, $3, $4, $5, $6, 'paid', $7, $8, $9, $10, $11, $12)
       RETURNING *`,
      [
        invoice.userId,
        invoice.orderId,
        invoice.planId,
        invoice.planName,
        invoice.billingPeriod,
        invoice.amount,
        invoice.paymentKey,
        invoice.cardBrand,
        invoice.cardLast4,
        invoice.periodStart,
        invoice.periodEnd,
        invoice.createdAt,
      ],
    );
    return row!;
  }

  /** paid → refunded; null when it was not paid (a parallel refund got there first). */
  async markRefunded(id: string, reason: string): Promise<InvoiceRow | null> {
    const [[row]]: [InvoiceRow[], number] = await this.manager.query(
      `UPDATE "billing"."invoices" SET "status" = 'refunded', "refunded_at" = now(), "refund_reason" = $2
        WHERE "id" = $1 AND "status" = 'paid' RETURNING *`,
      [id, reason],
    );
    return row ?? null;
  }

  /** When the receipt went out: the first time is kept. Null: not the user's invoice. */
  async markEmailed(invoiceId: string, userId: string): Promise<Date | null> {
    const rows: { emailed_at: Date }[] = await this.manager.query(
      `WITH "marked" AS (
         UPDATE "billing"."invoices" SET "emailed_at" = now()
          WHERE "id" = $1 AND "user_id" = $2 AND "emailed_at" IS NULL
        RETURNING "emailed_at")
       SELECT "emailed_at" FROM "marked"
       UNION ALL
       SELECT "emailed_at" FROM "billing"."invoices" WHERE "id" = $1 AND "user_id" = $2 AND "emailed_at" IS NOT NULL`,
      [invoiceId, userId],
    );
    return rows[0]?.emailed_at ?? null;
  }

  /** The operator's overview: payments and refunds per day (UTC) of the last `days` days. */
  paymentsPerDay(days: number): Promise<PaymentsOfDayRow[]> {
    return this.manager.query(
      `WITH events AS (
         SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", "amount", false AS "refund" FROM "billing"."invoices"
          WHERE "status" IN ('paid', 'refunded')
         UNION ALL
         SELECT ("refunded_at" AT TIME ZONE 'UTC')::date, "amount", true FROM "billing"."invoices" WHERE "refunded_at" IS NOT NULL)
       SELECT to_char("day", 'YYYY-MM-DD') AS "day",
              count(*) FILTER (WHERE NOT "refund") AS "paid", coalesce(sum("amount") FILTER (WHERE NOT "refund"), 0) AS "paid_amount",
              count(*) FILTER (WHERE "refund") AS "refunded", coalesce(sum("amount") FILTER (WHERE "refund"), 0) AS "refunded_amount"
         FROM events WHERE "day" >= (now() AT TIME ZONE 'UTC')::date - ($1::int - 1)
        GROUP BY "day" ORDER BY "day"`,
      [days],
    );
  }
}
