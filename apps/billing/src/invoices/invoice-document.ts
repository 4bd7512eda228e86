import type { InvoicePdfView } from '@maeum/contracts';
import { invoiceFileName } from './invoice-day';
import { renderInvoicePdf } from './invoice-pdf';
import { InvoiceRow } from './invoice-row';

/** The PDF of an invoice and its file name, dated in the reader's zone (the same day in both). */
export async function invoiceDocument(
  invoice: InvoiceRow,
  locale: 'en' | 'ko',
  timeZone: string,
): Promise<InvoicePdfView> {
  const issuedAt = new Date(invoice.created_at);
  const pdf = await renderInvoicePdf({
    invoiceId: invoice.id,
    issuedAt,
    planName: invoice.plan_name,
    billingPeriod: invoice.billing_period,
    periodStart: invoice.period_start,
    periodEnd: invoice.period_end,
    amount: invoice.amount,
    status: invoice.status,
    locale,
    timeZone,
    cardBrand: invoice.card_brand,
    cardLast4: invoice.card_last4,
  });
  return { filename: invoiceFileName(invoice.id, issuedAt, timeZone), contentBase64: pdf.toString('base64') };
}
