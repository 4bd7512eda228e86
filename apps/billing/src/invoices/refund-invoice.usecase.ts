import { Injectable } from '@nestjs/common';
import { BillingErrorCode, type InvoiceView } from '@maeum/contracts';
import { Outbox, RpcError } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import {
  PaymentFailedError,
  PaymentProviderUnavailableError,
  RecordNotFoundError,
} from '../payments/payments.exception';
import { TossClient } from '../payments/toss/toss.client';
import { TossError } from '../payments/toss/toss.error';
import { SubscriptionStore } from '../subscriptions/subscription.store';
import { SUBSCRIPTION_COLUMNS, SubscriptionRow } from '../subscriptions/subscription-row';
import { InvoiceRow, isRefundable, toInvoiceView } from './invoice-row';
import { InvoicesStore } from './invoices.store';

/**
 * DECISIONS.md "Payments": within 14 days of a charge the full charge is refunded through Toss's
 * cancel API and the plan returns to Free at once. The Idempotency-Key is the invoice's, so a
 * repeated or parallel request cancels once.
 */
@Injectable()
export class RefundInvoiceUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly invoices: InvoicesStore,
    private readonly subscriptions: SubscriptionStore,
    private readonly toss: TossClient,
    private readonly outbox: Outbox,
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
    const refunded = await this.dataSource.transaction(async (manager) => {
      const subscription = await this.subscriptions.lock(manager, userId);
      const [[row]]: [InvoiceRow[], number] = await manager.query(
        `UPDATE "billing"."invoices" SET "status" = 'refunded', "refunded_at" = now(), "refund_reason" = $2
          WHERE "id" = $1 AND "status" = 'paid' RETURNING *`,
        [invoice.id, reason],
      );
      if (!row) return null;
      await manager.query(
        `UPDATE "billing"."payment_orders" SET "status" = 'refunded', "updated_at" = now() WHERE "order_id" = $1`,
        [row.order_id],
      );
      // The refunded charge paid for the period now running: that plan ends with it.
      if (
        subscription &&
        subscription.plan_id === row.plan_id &&
        row.period_end &&
        new Date(row.period_end) > new Date()
      ) {
        const [[free]]: [SubscriptionRow[], number] = await manager.query(
          `UPDATE "billing"."user_subscriptions"
              SET "plan_id" = 'free', "status" = 'active', "billing_period" = 'monthly', "current_period_start" = NULL,
                  "ends_at" = NULL, "scheduled_plan_id" = NULL, "renewal_failures" = 0, "next_renewal_attempt_at" = NULL,
                  "granted_at" = NULL, "updated_at" = now()
            WHERE "id" = $1 RETURNING ${SUBSCRIPTION_COLUMNS}`,
          [subscription.id],
        );
        await this.subscriptions.recordChange(manager, free!, 'refunded', subscription.plan_id);
      }
      return row;
    });
    this.outbox.notifyCommitted();
    return toInvoiceView(refunded ?? (await this.invoices.findOwn(userId, invoiceId))!);
  }
}
