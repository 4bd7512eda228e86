import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PaymentOrderRow } from './payment-order-row';
import { PaymentOrdersStore, SUPERSEDED_IN_FLIGHT } from './payment-orders.store';
import { RecordCharge } from './record-charge';
import { TossError } from './toss/toss.error';
import { TossClient } from './toss/toss.client';
import { TOSS_WINDOW_MS, VoidRefusedPayment } from './void-refused-payment';

/** Toss's window to finish a payment: an order open longer than this is settled by asking Toss. */
const STALE_AFTER = '10 minutes';
/** A checkout nobody paid (the card window was closed): nothing reached Toss, so it just expires. */
const ABANDONED_AFTER = '1 hour';

type OpenOrder = PaymentOrderRow & { updated_at: Date; card_brand: string | null; card_last4: string | null };

/** Orders with their card (for the invoice) and the moment they last changed. */
const ORDERS = `SELECT o.*, m."card_brand", m."card_last4" FROM "billing"."payment_orders" o
  LEFT JOIN "billing"."payment_methods" m ON m."id" = o."payment_method_id"`;
/** Orders sent to Toss without a known end. */
const OPEN_ORDERS = `${ORDERS} WHERE o."status" = 'in_progress'`;

/**
 * No order open forever: a checkout whose confirm never came back is looked up at
 * Toss (paid → recorded as the confirm would have; unknown → expired), an unpaid one expires; a
 * superseded one that may have reached Toss has any payment cancelled. Each order is tried by its
 * own delayed job soon after its confirm began (`settleOrder`), and by the hourly pass after.
 * Renewal orders are left to the renewal pass, which retries them under the same id.
 */
@Injectable()
export class ReconcileOpenOrdersUseCase {
  private readonly logger = new Logger(ReconcileOpenOrdersUseCase.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: PaymentOrdersStore,
    private readonly recordCharge: RecordCharge,
    private readonly voidRefused: VoidRefusedPayment,
    private readonly toss: TossClient,
  ) {}

  async execute(now: Date): Promise<number> {
    const [, abandoned]: [unknown[], number] = await this.dataSource.query(
      `UPDATE "billing"."payment_orders"
          SET "status" = 'expired', "failure_code" = 'ABANDONED', "failure_message" = 'Not paid', "updated_at" = now()
        WHERE "status" = 'pending' AND "kind" <> 'renewal' AND "updated_at" < $1::timestamptz - interval '${ABANDONED_AFTER}'`,
      [now],
    );
    const stale: OpenOrder[] = await this.dataSource.query(
      `${ORDERS} WHERE o."kind" = 'checkout'
          AND (o."status" = 'in_progress' OR (o."status" = 'superseded' AND o."failure_code" = '${SUPERSEDED_IN_FLIGHT}'))
          AND o."updated_at" < $1::timestamptz - interval '${STALE_AFTER}'
        ORDER BY o."updated_at" LIMIT 200`,
      [now],
    );
    let settled = 0;
    for (const order of stale) if (await this.settle(order, now)) settled++;
    return abandoned + settled;
  }

  /** A Toss webhook named this order: settle it now if it is still open, whatever its age. */
  async settleOne(orderId: string): Promise<boolean> {
    const rows: OpenOrder[] = await this.dataSource.query(`${OPEN_ORDERS} AND o."order_id" = $1`, [orderId]);
    // A young order Toss does not know yet may still be on its way: only a payment settles it here.
    return rows[0] ? this.settleOpen(rows[0], false) : false;
  }

  /** The order's delayed job: true when nothing about it is left to ask Toss. */
  async settleOrder(orderId: string, now = new Date()): Promise<boolean> {
    const rows: OpenOrder[] = await this.dataSource.query(`${ORDERS} WHERE o."order_id" = $1`, [orderId]);
    const order = rows[0];
    if (!order || order.kind !== 'checkout') return true;
    if (order.status === 'in_progress' || order.failure_code === SUPERSEDED_IN_FLIGHT)
      return this.settle(order, now);
    return true; // pending (nothing reached Toss) or already ended
  }

  private settle(order: OpenOrder, now: Date): Promise<boolean> {
    if (order.status === 'superseded')
      return order.voided_at
        ? Promise.resolve(true)
        : this.voidRefused.whateverWasCharged(order.order_id, order.updated_at, now);
    return this.settleOpen(order, now.getTime() - order.updated_at.getTime() >= TOSS_WINDOW_MS);
  }

  private async settleOpen(order: OpenOrder, closeUnknown: boolean): Promise<boolean> {
    try {
      const payment = await this.toss.paymentOfOrder(order.order_id);
      if (payment.status === 'DONE' && payment.totalAmount === order.amount) {
        const outcome = await this.recordCharge.execute(order.order_id, payment, {
          brand: order.card_brand,
          last4: order.card_last4,
        });
        return outcome === 'refused' ? this.voidRefused.payment(order.order_id, payment.paymentKey) : true;
      }
      if (closeUnknown && ['CANCELED', 'ABORTED', 'EXPIRED'].includes(payment.status)) {
        await this.orders.close(
          order.order_id,
          'failed',
          payment.status,
          'Toss did not complete the payment',
        );
        return true;
      }
      return false;
    } catch (error) {
      if (closeUnknown && error instanceof TossError && error.status === 404) {
        await this.orders.close(order.order_id, 'expired', error.code, error.message);
        return true;
      }
      this.logger.warn({ orderId: order.order_id, error: (error as Error).message }, 'Order still open');
      return false;
    }
  }
}
