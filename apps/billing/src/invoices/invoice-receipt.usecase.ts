import { Injectable } from '@nestjs/common';
import type { InvoiceReceiptDto, InvoiceReceiptView } from '@maeum/contracts';
import { RecordNotFoundError } from '../payments/payments.exception';
import { invoiceDay, invoiceTimeZone } from './invoice-day';
import { invoiceDocument } from './invoice-document';
import { InvoicesStore } from './invoices.store';

/**
 * What the receipt e-mail of one invoice needs (the worker's job asks, naming the owner): its
 * facts, its PDF in the reader's language and zone, and whether the receipt has gone out already.
 */
@Injectable()
export class InvoiceReceiptUseCase {
  constructor(private readonly invoices: InvoicesStore) {}

  async execute(request: InvoiceReceiptDto): Promise<InvoiceReceiptView> {
    const invoice = await this.invoices.findOwn(request.userId, request.invoiceId);
    if (!invoice) throw new RecordNotFoundError('Invoice');
    const timeZone = invoiceTimeZone(request.timeZone);
    const emailedAt = invoice.emailed_at ? new Date(invoice.emailed_at).toISOString() : null;
    // Once sent, the PDF is not made again: a repeated job only needs to know that.
    const document = emailedAt
      ? { filename: '', contentBase64: '' }
      : await invoiceDocument(invoice, request.locale, timeZone);
    return {
      invoiceId: invoice.id,
      planName: invoice.plan_name,
      billingPeriod: invoice.billing_period,
      amount: invoice.amount,
      issuedOn: invoiceDay(new Date(invoice.created_at), timeZone),
      emailedAt,
      ...document,
    };
  }
}
