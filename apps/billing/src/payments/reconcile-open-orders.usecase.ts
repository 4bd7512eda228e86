import { Injectable, Logger } from '@nestjs/common';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { OpenOrder, SUPERSEDED_IN_FLIGHT } from './payment-orders.repository';
import { RecordCharge } from './record-charge';
import { TossError } from './toss/toss.error';
import { TossClient } from './toss/toss.client';
import { TOSS_WINDOW_MS, VoidRefusedPayment } from './void-refused-payment';

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
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly recordCharge: RecordCharge,
    private readonly voidRefused: VoidRefusedPayment,
    private readonly toss: TossClient,
  ) {}

  async execute(now: Date): Promise<number> {
    const orders = this.unitOfWork.direct().orders;
    const abandoned = await orders.expireAbandoned(now);
    const stale = await orders.staleCheckouts(now);
    let settled = 0;
    for (const order of stale) if (await this.settle(order, now)) settled++;
    return abandoned + settled;
  }

  /** A Toss webhook named this order: settle it now if it is still open, whatever its age. */
  async settleOne(orderId: string): Promise<boolean> {
    const order = await this.unitOfWork.direct().orders.findInProgressWithCard(orderId);
    // A young order Toss does not know yet may still be on its way: only a payment settles it here.
    return order ? this.settleOpen(order, false) : false;
  }

  /** The order's delayed job: true when nothing about it is left to ask Toss. */
  async settleOrder(orderId: string, now = new Date()): Promise<boolean> {
    const order = await this.unitOfWork.direct().orders.findWithCard(orderId);
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
        await this.unitOfWork
          .direct()
          .orders.close(order.order_id, 'failed', payment.status, 'Toss did not complete the payment');
        return true;
      }
      return false;
    } catch (error) {
      if (closeUnknown && error instanceof TossError && error.status === 404) {
        await this.unitOfWork.direct().orders.close(order.order_id, 'expired', error.code, error.message);
        return true;
      }
      this.logger.warn({ orderId: order.order_id, error: (error as Error).message }, 'Order still open');
      return false;
    }
  }
}
