import { Injectable } from '@nestjs/common';
import type { BillingPeriod, PlanId } from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';
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

/** billing.payment_orders: what was asked of Toss, and how it ended. */
@Injectable()
export class PaymentOrdersStore {
  constructor(private readonly dataSource: DataSource) {}

  async create(order: NewOrder, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
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
    const rows: PaymentOrderRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM "billing"."payment_orders" WHERE "order_id" = $1 AND "user_id" = $2`,
      [orderId, userId],
    );
    return rows[0] ?? null;
  }

  async find(orderId: string): Promise<PaymentOrderRow | null> {
    const rows: PaymentOrderRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM "billing"."payment_orders" WHERE "order_id" = $1`,
      [orderId],
    );
    return rows[0] ?? null;
  }

  async lock(manager: EntityManager, orderId: string): Promise<PaymentOrderRow | null> {
    const rows: PaymentOrderRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM "billing"."payment_orders" WHERE "order_id" = $1 FOR UPDATE`,
      [orderId],
    );
    return rows[0] ?? null;
  }

  /** The user's checkouts not yet ended, locked in a fixed order (every locker takes orders first). */
  async lockOpenCheckouts(manager: EntityManager, userId: string): Promise<PaymentOrderRow[]> {
    return manager.query(
      `SELECT ${COLUMNS} FROM "billing"."payment_orders"
        WHERE "user_id" = $1 AND "kind" = 'checkout' AND "status" IN ('pending', 'in_progress')
        ORDER BY "order_id" FOR UPDATE`,
      [userId],
    );
  }

  async openCheckoutsInProgress(userId: string): Promise<string[]> {
    const rows: { order_id: string }[] = await this.dataSource.query(
      `SELECT "order_id" FROM "billing"."payment_orders"
        WHERE "user_id" = $1 AND "kind" = 'checkout' AND "status" = 'in_progress'`,
      [userId],
    );
    return rows.map((r) => r.order_id);
  }

  /** Another checkout of the user was paid since this one was made (or paid after it was made). */
  async newerPaidCheckoutExists(manager: EntityManager, order: PaymentOrderRow): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM "billing"."payment_orders"
        WHERE "user_id" = $1 AND "order_id" <> $2 AND "kind" = 'checkout' AND "status" = 'done'
          AND ("created_at" > $3 OR "approved_at" > $3)
        LIMIT 1`,
      [order.user_id, order.order_id, order.created_at],
    );
    return rows.length > 0;
  }

  /** pending → in_progress: from here on the order may have reached Toss, so it is only ever looked up. */
  async markInProgress(
    orderId: string,
    paymentMethodId: string | null = null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `UPDATE "billing"."payment_orders"
          SET "status" = 'in_progress', "payment_method_id" = COALESCE($2, "payment_method_id"), "updated_at" = now()
        WHERE "order_id" = $1 AND "status" IN ('pending', 'in_progress')`,
      [orderId, paymentMethodId],
    );
  }

  /** Open orders that can no longer be confirmed: a newer checkout or a plan change replaced them. */
  async supersede(manager: EntityManager, orderIds: string[]): Promise<void> {
    if (!orderIds.length) return;
    await manager.query(
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
    await this.dataSource.query(
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
    await this.dataSource.query(
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
    await this.dataSource.query(
      `UPDATE "billing"."payment_orders"
          SET "status" = $2, "failure_code" = $3, "failure_message" = $4, "updated_at" = now()
        WHERE "order_id" = $1 AND "status" IN ('pending', 'in_progress')`,
      [orderId, status, code, message.slice(0, 500)],
    );
  }
}
