import type { BillingPeriod, PlanId } from '@maeum/contracts';
import { EntityManager } from 'typeorm';
import type { PaymentOrderKind, PaymentOrderRow, PaymentOrderStatus } from './payment-order-row';

const COLUMNS = `"order_id", "user_id", "kind", "plan_id", "billing_period", "amount", "order_name", "status",
  "payment_key", "payment_method_id", "failure_code", "failure_message", "period_start", "period_end",
  "priced_from_plan_id", "voided_at", "created_at"`;

/**
 * failure_code of an order superseded after a confirm had claimed it: a charge may have reached
 * Toss, so it is looked up and any payment cancelled; then the code becomes `order_superseded`.
 */
export const SUPERSEDED_IN_FLIGHT = 'superseded_in_flight';

export interface NewOrder {
  orderId: string;
  userId: string;
  kind: PaymentOrderKind;
  planId: PlanId | null;
  billingPeriod: BillingPeriod;
  amount: number;
  orderName: string;
  periodStart?: Date | null;
  pricedFromPlanId?: PlanId | null;
}

/** An order with its card (for the invoice) and the moment it last changed, as reconciliation reads it. */
export type OpenOrder = PaymentOrderRow & {
  updated_at: Date;
  card_brand: string | null;
  card_last4: string | null;
};

/** Toss's window to finish a payment: an order open longer than this is settled by asking Toss. */
const STALE_AFTER = '10 minutes';
/** A checkout nobody paid (the card window was closed): nothing reached Toss, so it just expires. */
const ABANDONED_AFTER = '1 hour';

/** Orders with their card (for the invoice) and the moment they last changed. */
const ORDERS_WITH_CARD = `SELECT o.*, m."card_brand", m."card_last4" FROM "billing"."payment_orders" o
  LEFT JOIN "billing"."payment_methods" m ON m."id" = o."payment_method_id"`;

/**
 * billing.payment_orders: what was asked of Toss, and how it ended. Every statement on an order, on
 * one manager (a transaction's, or the pool's from `unitOfWork.direct()`).
 */
export class PaymentOrdersRepository {
  constructor(private readonly manager: EntityManager) {}

  async create(order: NewOrder): Promise<void> {
    await this.manager.query(
      `INSERT INTO "billing"."payment_orders"
         ("order_id", "user_id", "kind", "plan_id", "billing_period", "amount", "order_name", "period_start",
          "priced_from_plan_id")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT ("order_id") DO NOTHING`,
      [
        order.orderId,
        order.userId,
        order.kind,
        order.planId,
        order.billingPeriod,
        order.amount,
        order.orderName,
        order.periodStart ?? null,
        order.pricedFromPlanId ?? null,
      ],
    );
  }

  /** The caller's order; another user's is as unknown as one that does not exist. */
  async findOwn(userId: string, orderId: string): Promise<PaymentOrderRow | null> {
    const rows: PaymentOrderRow[] = await this.manager.query(
      `SELECT ${COLUMNS} FROM "billing"."payment_orders" WHERE "order_id" = $1 AND "user_id" = $2`,
      [orderId, userId],
    );
    return rows[0] ?? null;
  }

  async find(orderId: string): Promise<PaymentOrderRow | null> {
    const rows: PaymentOrderRow[] = await this.manager.query(
      `SELECT ${COLUMNS} FROM "billing"."payment_orders" WHERE "order_id" = $1`,
      [orderId],
    );
    return rows[0] ?? null;
  }

  async lock(orderId: string): Promise<PaymentOrderRow | null> {
    const rows: PaymentOrderRow[] = await this.manager.query(
      `SELECT ${COLUMNS} FROM "billing"."payment_orders" WHERE "order_id" = $1 FOR UPDATE`,
      [orderId],
    );
    return rows[0] ?? null;
  }

  /** The user's checkouts not yet ended, locked in a fixed order (every locker takes orders first). */
  async lockOpenCheckouts(userId: string): Promise<PaymentOrderRow[]> {
    return this.manager.query(
      `SELECT ${COLUMNS} FROM "billing"."payment_orders"
        WHERE "user_id" = $1 AND "kind" = 'checkout' AND "status" IN ('pending', 'in_progress')
        ORDER BY "order_id" FOR UPDATE`,
      [userId],
    );
  }

  async openCheckoutsInProgress(userId: string): Promise<string[]> {
    const rows: { order_id: string }[] = await this.manager.query(
      `SELECT "order_id" FROM "billing"."payment_orders"
        WHERE "user_id" = $1 AND "kind" = 'checkout' AND "status" = 'in_progress'`,
      [userId],
    );
    return rows.map((r) => r.order_id);
  }

  /** Another checkout of the user was paid since this one was made (or paid after it was made). */
  async newerPaidCheckoutExists(order: PaymentOrderRow): Promise<boolean> {
    const rows: unknown[] = await this.manager.query(
      `SELECT 1 FROM "billing"."payment_orders"
        WHERE "user_id" = $1 AND "order_id" <> $2 AND "kind" = 'checkout' AND "status" = 'done'
          AND ("created_at" > $3 OR "approved_at" > $3)
        LIMIT 1`,
      [order.user_id, order.order_id, order.created_at],
    );
    return rows.length > 0;
  }

  /** pending → in_progress: from here on the order may have reached Toss, so it is only ever looked up. */
  async markInProgress(orderId: string, paymentMethodId: string | null = null): Promise<void> {
    await this.manager.query(
      `UPDATE "billing"."payment_orders"
          SET "status" = 'in_progress', "payment_method_id" = COALESCE($2, "payment_method_id"), "updated_at" = now()
        WHERE "order_id" = $1 AND "status" IN ('pending', 'in_progress')`,
      [orderId, paymentMethodId],
    );
  }

  /** Open orders that can no longer be confirmed: a newer checkout or a plan change replaced them. */
  async supersede(orderIds: string[]): Promise<void> {
    if (!orderIds.length) return;
    await this.manager.query(
      `UPDATE "billing"."payment_orders"
          SET "status" = 'superseded',
              "failure_code" = CASE WHEN "status" = 'in_progress' THEN '${SUPERSEDED_IN_FLIGHT}' ELSE 'order_superseded' END,
              "failure_message" = 'Replaced by a newer order or plan change', "updated_at" = now()
        WHERE "order_id" = ANY($1) AND "status" IN ('pending', 'in_progress')`,
      [orderIds],
    );
  }

  /** The payment Toss approved for this refused order was cancelled at Toss. */
  async markVoided(orderId: string, paymentKey: string): Promise<void> {
    await this.manager.query(
      `UPDATE "billing"."payment_orders"
          SET "voided_at" = COALESCE("voided_at", now()), "payment_key" = COALESCE("payment_key", $2),
              "failure_code" = CASE WHEN "failure_code" = '${SUPERSEDED_IN_FLIGHT}' THEN 'order_superseded' ELSE "failure_code" END,
              "updated_at" = now()
        WHERE "order_id" = $1`,
      [orderId, paymentKey],
    );
  }

  /** A superseded order Toss turned out to hold no payment for: nothing is left to cancel. */
  async markNothingToVoid(orderId: string): Promise<void> {
    await this.manager.query(
      `UPDATE "billing"."payment_orders" SET "failure_code" = 'order_superseded', "updated_at" = now()
        WHERE "order_id" = $1 AND "failure_code" = '${SUPERSEDED_IN_FLIGHT}'`,
      [orderId],
    );
  }

  /** Closes an order that did not end in a charge, unless it already ended. */
  async close(
    orderId: string,
    status: Extract<PaymentOrderStatus, 'failed' | 'expired'>,
    code: string,
    message: string,
  ) {
    await this.manager.query(
      `UPDATE "billing"."payment_orders"
          SET "status" = $2, "failure_code" = $3, "failure_message" = $4, "updated_at" = now()
        WHERE "order_id" = $1 AND "status" IN ('pending', 'in_progress')`,
      [orderId, status, code, message.slice(0, 500)],
    );
  }

  /** A charge Toss approved: the order is done and its period set; answers the period. */
  async markDone(
    orderId: string,
    paymentKey: string,
    approvedAt: Date,
    start: Date,
  ): Promise<{ start: Date; end: Date }> {
    const [[period]]: [{ start: Date; end: Date }[], number] = await this.manager.query(
      `UPDATE "billing"."payment_orders"
          SET "status" = 'done', "payment_key" = $2, "approved_at" = $3, "period_start" = $4,
              "period_end" = $4::timestamptz + (CASE WHEN "billing_period" = 'annual' THEN interval '1 year' ELSE interval '1 month' END),
              "updated_at" = now()
        WHERE "order_id" = $1
    RETURNING "period_start" AS "start", "period_end" AS "end"`,
      [orderId, paymentKey, approvedAt, start],
    );
    return period!;
  }

  /** A card registration (no charge) ended well, unless the order already ended. */
  async markCardRegistered(orderId: string): Promise<void> {
    await this.manager.query(
      `UPDATE "billing"."payment_orders" SET "status" = 'done', "approved_at" = now(), "updated_at" = now()
        WHERE "order_id" = $1 AND "status" IN ('pending', 'in_progress')`,
      [orderId],
    );
  }

  /** Its invoice was refunded. */
  async markRefunded(orderId: string): Promise<void> {
    await this.manager.query(
      `UPDATE "billing"."payment_orders" SET "status" = 'refunded', "updated_at" = now() WHERE "order_id" = $1`,
      [orderId],
    );
  }

  /** Checkouts nobody paid for an hour expire (nothing reached Toss); answers how many. */
  async expireAbandoned(now: Date): Promise<number> {
    const [, abandoned]: [unknown[], number] = await this.manager.query(
      `UPDATE "billing"."payment_orders"
          SET "status" = 'expired', "failure_code" = 'ABANDONED', "failure_message" = 'Not paid', "updated_at" = now()
        WHERE "status" = 'pending' AND "kind" <> 'renewal' AND "updated_at" < $1::timestamptz - interval '${ABANDONED_AFTER}'`,
      [now],
    );
    return abandoned;
  }

  /** Checkouts quiet past Toss's window that may hold a payment: open, or superseded in flight (oldest first, 200). */
  staleCheckouts(now: Date): Promise<OpenOrder[]> {
    return this.manager.query(
      `${ORDERS_WITH_CARD} WHERE o."kind" = 'checkout'
          AND (o."status" = 'in_progress' OR (o."status" = 'superseded' AND o."failure_code" = '${SUPERSEDED_IN_FLIGHT}'))
          AND o."updated_at" < $1::timestamptz - interval '${STALE_AFTER}'
        ORDER BY o."updated_at" LIMIT 200`,
      [now],
    );
  }

  /** The order with its card, if it was sent to Toss without a known end. */
  async findInProgressWithCard(orderId: string): Promise<OpenOrder | null> {
    const rows: OpenOrder[] = await this.manager.query(
      `${ORDERS_WITH_CARD} WHERE o."status" = 'in_progress' AND o."order_id" = $1`,
      [orderId],
    );
    return rows[0] ?? null;
  }

  async findWithCard(orderId: string): Promise<OpenOrder | null> {
    const rows: OpenOrder[] = await this.manager.query(`${ORDERS_WITH_CARD} WHERE o."order_id" = $1`, [
      orderId,
    ]);
    return rows[0] ?? null;
  }
}
