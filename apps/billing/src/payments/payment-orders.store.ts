import { Injectable } from '@nestjs/common';
import type { BillingPeriod, PlanId } from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { PaymentOrderKind, PaymentOrderRow, PaymentOrderStatus } from './payment-order-row';

const COLUMNS = `"order_id", "user_id", "kind", "plan_id", "billing_period", "amount", "order_name", "status",
  "payment_key", "payment_method_id", "failure_code", "failure_message", "period_start", "period_end", "created_at"`;

export interface NewOrder {
  orderId: string;
  userId: string;
  kind: PaymentOrderKind;
  planId: PlanId | null;
  billingPeriod: BillingPeriod;
  amount: number;
  orderName: string;
  periodStart?: Date | null;
}

/** billing.payment_orders: what was asked of Toss, and how it ended. */
@Injectable()
export class PaymentOrdersStore {
  constructor(private readonly dataSource: DataSource) {}

  async create(order: NewOrder, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO "billing"."payment_orders"
         ("order_id", "user_id", "kind", "plan_id", "billing_period", "amount", "order_name", "period_start")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT ("order_id") DO NOTHING`,
      [
        order.orderId,
        order.userId,
        order.kind,
        order.planId,
        order.billingPeriod,
        order.amount,
        order.orderName,
        order.periodStart ?? null,
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

  async lock(manager: EntityManager, orderId: string): Promise<PaymentOrderRow | null> {
    const rows: PaymentOrderRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM "billing"."payment_orders" WHERE "order_id" = $1 FOR UPDATE`,
      [orderId],
    );
    return rows[0] ?? null;
  }

  /** pending → in_progress: from here on the order may have reached Toss, so it is only ever looked up. */
  async markInProgress(orderId: string, paymentMethodId: string | null = null): Promise<void> {
    await this.dataSource.query(
      `UPDATE "billing"."payment_orders"
          SET "status" = 'in_progress', "payment_method_id" = COALESCE($2, "payment_method_id"), "updated_at" = now()
        WHERE "order_id" = $1 AND "status" IN ('pending', 'in_progress')`,
      [orderId, paymentMethodId],
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
