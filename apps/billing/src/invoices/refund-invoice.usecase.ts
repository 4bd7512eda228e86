import { Injectable } from '@nestjs/common';
import { BillingErrorCode, type InvoiceView } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import {
  PaymentFailedError,
  PaymentProviderUnavailableError,
  RecordNotFoundError,
} from '../payments/payments.exception';
import { TossClient } from '../payments/toss/toss.client';
import { TossError } from '../payments/toss/toss.error';
import { recordSubscriptionChange } from '../subscriptions/subscription-changed';
import { isRefundable, toInvoiceView } from './invoice-row';
import { InvoicesStore } from './invoices.store';

/**
 * Within 14 days of a charge the full charge is refunded through Toss's
 * cancel API and the plan returns to Free at once. The Idempotency-Key is the invoice's, so a
 * repeated or parallel request cancels once.
 */
@Injectable()
export class RefundInvoiceUseCase {
  constructor(
    private readonly unitOfWork: BillingUnitOfWork,
    private readonly invoices: InvoicesStore,
    private readonly toss: TossClient,
  ) {}

  async execute(userId: string, invoiceId: string, reason: string): Promise<InvoiceView> {
    const invoice = await this.invoices.findOwn(userId, invoiceId);
    if (!invoice) throw new RecordNotFoundError('Invoice');
    if (invoice.status === 'refunded') return toInvoiceView(invoice);
    if (!isRefundable(invoice) || !invoice.payment_key)
      throw new RpcError(
        BillingErrorCode.refundWindowPassed,
        'Refunds are available within 14 days of a payment.',
      );
    try {
      await this.toss.cancel(invoice.payment_key, reason, `refund-${invoice.id}`);
    } catch (error) {
      if (!(error instanceof TossError)) throw error;
      if (error.retryable) throw new PaymentProviderUnavailableError();
      if (error.code !== 'ALREADY_CANCELED_PAYMENT') throw new PaymentFailedError(error.message, error.code);
    }
    const refunded = await this.unitOfWork.run(async ({ subscriptions, invoices, orders, outbox }) => {
      const subscription = await subscriptions.lockByUser(userId);
      const row = await invoices.markRefunded(invoice.id, reason);
      if (!row) return null;
      await orders.markRefunded(row.order_id);
      // The refunded charge paid for the period now running: that plan ends with it.
      if (
        subscription &&
        subscription.plan_id === row.plan_id &&
        row.period_end &&
        new Date(row.period_end) > new Date()
      ) {
        const free = await subscriptions.returnToFree(subscription.id);
        await recordSubscriptionChange(outbox, free, 'refunded', subscription.plan_id);
      }
      return row;
    });
    return toInvoiceView(refunded ?? (await this.invoices.findOwn(userId, invoiceId))!);
  }
}
