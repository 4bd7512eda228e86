import { Injectable, Logger } from '@nestjs/common';
import type { TossPayment } from '@maeum/toss-api';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { TossClient } from './toss/toss.client';
import { TossError } from './toss/toss.error';

/** Toss's window to finish a payment: an order quiet for longer than this has nothing on its way. */
export const TOSS_WINDOW_MS = 10 * 60_000;

/**
 * A payment Toss approved for an order we refused (superseded, or closed while its confirm ran) is
 * cancelled at Toss at once, under a key made from the order: the person is never charged for an
 * order that no longer makes sense (a stale order is refused). Returns whether the order is
 * settled; a `false` is tried again by the order's reconcile job.
 */
@Injectable()
export class VoidRefusedPayment {
  private readonly logger = new Logger(VoidRefusedPayment.name);

  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly toss: TossClient,
  ) {}

  /** The payment is known (the confirm holds Toss's answer). */
  async payment(orderId: string, paymentKey: string): Promise<boolean> {
    try {
      await this.toss.cancel(paymentKey, 'Order superseded before it was recorded', `void-${orderId}`);
    } catch (error) {
      if (!(error instanceof TossError && error.code === 'ALREADY_CANCELED_PAYMENT')) {
        this.logger.error(
          { orderId, code: error instanceof TossError ? error.code : undefined },
          'Could not cancel the payment of a refused order; its reconcile job tries again',
        );
        return false;
      }
    }
    await this.unitOfWork.direct().orders.markVoided(orderId, paymentKey);
    this.logger.warn({ orderId }, 'Cancelled at Toss the payment of a refused order');
    return true;
  }

  /** Whatever Toss holds for the order: a payment is cancelled, none (after Toss's window) settles it. */
  async whateverWasCharged(orderId: string, quietSince: Date, now = new Date()): Promise<boolean> {
    let payment: TossPayment;
    try {
      payment = await this.toss.paymentOfOrder(orderId);
    } catch (error) {
      if (error instanceof TossError && error.status === 404) {
        if (now.getTime() - quietSince.getTime() < TOSS_WINDOW_MS) return false;
        await this.unitOfWork.direct().orders.markNothingToVoid(orderId);
        return true;
      }
      return false;
    }
    if (payment.status === 'DONE' || payment.status === 'PARTIAL_CANCELED')
      return this.payment(orderId, payment.paymentKey);
    if (payment.status === 'CANCELED') {
      await this.unitOfWork.direct().orders.markVoided(orderId, payment.paymentKey);
      return true;
    }
    if (payment.status === 'ABORTED' || payment.status === 'EXPIRED') {
      await this.unitOfWork.direct().orders.markNothingToVoid(orderId);
      return true;
    }
    return false;
  }
}
