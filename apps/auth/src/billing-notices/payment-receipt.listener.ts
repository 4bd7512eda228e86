import { Injectable } from '@nestjs/common';
import { EventEnvelope, PAYMENT_VERIFIED_V1, PaymentVerifiedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { EmailQueue } from '../recovery/email-queue';
import { billingPageUrl } from './billing-notice-recipient';
import { BillingNoticeRepository } from './billing-notice.repository';

const RECEIPT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Issue 21: every verified payment gets a receipt e-mail with its invoice PDF. Auth holds the
 * address, the language and the time zone, so it queues the receipt for the worker, which asks
 * billing for the PDF. Once per payment: this consumer's inbox drops a redelivered event, the job
 * id (the invoice's) drops a second event for the same invoice, and billing's `emailed_at` stops a
 * job that comes back after the receipt went out.
 */
@Injectable()
export class PaymentReceiptListener implements EventHandler<typeof PAYMENT_VERIFIED_V1> {
  readonly subject = PAYMENT_VERIFIED_V1;
  readonly name = 'email-payment-receipt';

  constructor(
    private readonly emails: EmailQueue,
    private readonly config: AuthConfig,
  ) {}

  async handle(event: EventEnvelope<PaymentVerifiedV1>, manager: EntityManager): Promise<void> {
    // A new durable consumer starts at the stream's first event: payments from before receipts
    // existed are not e-mailed weeks late.
    if (Date.now() - Date.parse(event.data.approvedAt) > RECEIPT_MAX_AGE_MS) return;
    const recipient = await new BillingNoticeRepository(manager).recipientOf(event.data.userId);
    if (!recipient) return; // the account is gone: nobody to send it to
    await this.emails.sendReceipt(`receipt-${event.data.invoiceId}`, {
      to: recipient.email,
      locale: recipient.locale,
      timeZone: recipient.timeZone,
      userId: event.data.userId,
      invoiceId: event.data.invoiceId,
      link: billingPageUrl(this.config),
    });
  }
}
