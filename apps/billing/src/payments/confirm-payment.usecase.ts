import { Injectable, Logger } from '@nestjs/common';
import type { ConfirmPaymentRequest, ConfirmPaymentView, InvoiceView } from '@maeum/contracts';
import type { TossPayment } from '@maeum/toss-api';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { toInvoiceView } from '../invoices/invoice-row';
import { GetSubscriptionUseCase } from '../subscriptions/get-subscription.usecase';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import { ClaimOrder } from './claim-order';
import { OrderReconcileQueue } from './order-reconcile-queue';
import { PaymentOrderRow } from './payment-order-row';
import {
  AmountMismatchError,
  OrderNotFoundError,
  OrderSupersededError,
  PaymentFailedError,
  PaymentProviderUnavailableError,
} from './payments.exception';
import { RecordCharge } from './record-charge';
import { TossClient } from './toss/toss.client';
import { orderOutcomeOf, TossError } from './toss/toss.error';
import { VoidRefusedPayment } from './void-refused-payment';

/**
 * The success page hands back what Toss gave the browser. The amount is checked against the order
 * before Toss is called. Every call to Toss carries an Idempotency-Key made from
 * the order, so a retry after a timeout, a crash or a parallel confirm gets Toss's first answer
 * and never a second charge (ten parallel confirms, or a retry after a Toss timeout);
 * ALREADY_PROCESSED_PAYMENT is looked up. An order that no longer makes sense is refused before
 * Toss is called, and a payment Toss approved that we then refuse is cancelled at once (a stale
 * order is refused).
 */
@Injectable()
export class ConfirmPaymentUseCase {
  private readonly logger = new Logger(ConfirmPaymentUseCase.name);

  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly subscriptions: SubscriptionStore,
    private readonly subscriptionView: GetSubscriptionUseCase,
    private readonly claimOrder: ClaimOrder,
    private readonly recordCharge: RecordCharge,
    private readonly voidRefused: VoidRefusedPayment,
    private readonly reconcileLater: OrderReconcileQueue,
    private readonly toss: TossClient,
  ) {}

  async execute(userId: string, request: ConfirmPaymentRequest): Promise<ConfirmPaymentView> {
    const order = await this.unitOfWork.direct().orders.findOwn(userId, request.orderId);
    if (!order) throw new OrderNotFoundError();
    if (request.amount !== order.amount) throw new AmountMismatchError();
    this.refuseEnded(order);
    if (order.status === 'pending' || order.status === 'in_progress')
      await this.complete(userId, order, request);
    return this.view(userId, order.order_id);
  }

  private refuseEnded(order: Pick<PaymentOrderRow, 'status' | 'failure_code' | 'failure_message'>): void {
    if (order.status === 'superseded') throw new OrderSupersededError();
    if (order.status === 'failed' || order.status === 'expired')
      throw new PaymentFailedError(order.failure_message ?? 'Failed to verify payment', order.failure_code);
  }

  private async complete(
    userId: string,
    order: PaymentOrderRow,
    request: ConfirmPaymentRequest,
  ): Promise<void> {
    const { customer_key: customerKey } = await this.subscriptions.read(userId);
    // A card window of another account (or a forged key) cannot pay for this order.
    if (request.authKey && request.customerKey !== customerKey) throw new OrderNotFoundError();
    const claim = await this.claimOrder.execute(order);
    if (claim.kind === 'superseded') {
      // A confirm of it had begun: whatever it got from Toss is cancelled (now, or by its job).
      if (
        claim.mayHaveReachedToss &&
        !(await this.voidRefused.whateverWasCharged(order.order_id, new Date()))
      )
        await this.reconcileLater.settleLater(order.order_id);
      throw new OrderSupersededError();
    }
    if (claim.kind === 'ended') {
      if (claim.status) this.refuseEnded({ ...order, status: claim.status });
      return; // done meanwhile (a parallel confirm): the view answers
    }
    // Queued before Toss is called: if this confirm never finishes, the order is settled within a minute.
    if (order.kind === 'checkout') await this.reconcileLater.settleLater(order.order_id);
    let payment: TossPayment;
    let card = { brand: null as string | null, last4: null as string | null };
    try {
      if (request.authKey) {
        const billing = await this.toss.issueBillingKey(
          request.authKey,
          customerKey,
          `issue-${order.order_id}`,
        );
        const method = await this.unitOfWork.run(async ({ customers, methods }) => {
          await customers.lockUser(userId);
          return methods.insertCard(userId, billing);
        });
        card = { brand: method.cardBrand, last4: method.cardLast4 };
        await this.unitOfWork.direct().orders.markInProgress(order.order_id, method.id);
        if (order.kind === 'add-card') return this.finishCardRegistration(order.order_id);
        payment = await this.toss.chargeBillingKey(
          billing.billingKey,
          { customerKey, amount: order.amount, orderId: order.order_id, orderName: order.order_name },
          `charge-${order.order_id}`,
        );
      } else {
        payment = await this.toss.confirm(
          { paymentKey: request.paymentKey!, orderId: order.order_id, amount: order.amount },
          `confirm-${order.order_id}`,
        );
      }
    } catch (error) {
      payment = await this.recover(order, error);
    }
    if (
      payment.status !== 'DONE' ||
      payment.totalAmount !== order.amount ||
      payment.orderId !== order.order_id
    ) {
      this.logger.error(
        { orderId: order.order_id, status: payment.status },
        'Toss answered a payment that does not match',
      );
      throw new PaymentProviderUnavailableError();
    }
    const outcome = await this.recordCharge.execute(order.order_id, payment, card);
    if (outcome === 'refused') {
      // Toss approved what we no longer accept (superseded or closed meanwhile): cancelled at once.
      if (!(await this.voidRefused.payment(order.order_id, payment.paymentKey)))
        await this.reconcileLater.settleLater(order.order_id);
      throw new OrderSupersededError();
    }
  }

  /** What Toss's error means for the order (none stays open forever). */
  private async recover(order: PaymentOrderRow, error: unknown): Promise<TossPayment> {
    if (!(error instanceof TossError)) throw error;
    const outcome = orderOutcomeOf(error);
    if (outcome === 'look-up') {
      try {
        return await this.toss.paymentOfOrder(order.order_id);
      } catch {
        throw new PaymentProviderUnavailableError();
      }
    }
    if (outcome === 'stays-open') {
      // Still in progress: the same confirm, or the reconciliation, finishes it later.
      this.logger.warn(
        { orderId: order.order_id, code: error.code, status: error.status },
        'Toss did not finish the payment',
      );
      throw new PaymentProviderUnavailableError();
    }
    await this.unitOfWork.direct().orders.close(order.order_id, outcome, error.code, error.message);
    throw new PaymentFailedError(error.message, error.code);
  }

  private async finishCardRegistration(orderId: string): Promise<void> {
    await this.unitOfWork.direct().orders.markCardRegistered(orderId);
  }

  private async view(userId: string, orderId: string): Promise<ConfirmPaymentView> {
    const row = await this.unitOfWork.direct().invoices.findOfOrder(orderId, userId);
    const invoice: InvoiceView | null = row ? toInvoiceView(row) : null;
    return { subscription: await this.subscriptionView.view(userId), invoice };
  }
}
