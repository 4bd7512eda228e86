import { Controller } from '@nestjs/common';
import {
  InvoiceListQueryDto,
  InvoicePdfDto,
  InvoicePdfView,
  InvoiceView,
  RefundInvoiceDto,
  RpcPattern,
} from '@maeum/contracts';
import { JsonReply, RpcCallContext, RpcHandler } from '@maeum/messaging';
import { RecordNotFoundError } from '../payments/payments.exception';
import { renderInvoicePdf } from './invoice-pdf';
import { InvoicesStore } from './invoices.store';
import { RefundInvoiceUseCase } from './refund-invoice.usecase';

@Controller()
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesStore,
    private readonly refundInvoice: RefundInvoiceUseCase,
  ) {}

  @RpcHandler(RpcPattern.invoicesList)
  async list(query: InvoiceListQueryDto, call: RpcCallContext): Promise<JsonReply<InvoiceView[]>> {
    return this.invoices.listViews(call.callerId(), query?.before);
  }

  @RpcHandler(RpcPattern.invoicesPdf)
  async pdf(input: InvoicePdfDto, call: RpcCallContext): Promise<InvoicePdfView> {
    const invoice = await this.invoices.findOwn(call.callerId(), input.id);
    if (!invoice) throw new RecordNotFoundError('Invoice');
    const pdf = await renderInvoicePdf({
      invoiceId: invoice.id,
      issuedAt: new Date(invoice.created_at),
      planName: invoice.plan_name,
      billingPeriod: invoice.billing_period,
      periodStart: invoice.period_start,
      periodEnd: invoice.period_end,
      amount: invoice.amount,
      status: invoice.status,
      locale: input.lang ?? 'en',
      cardBrand: invoice.card_brand,
      cardLast4: invoice.card_last4,
    });
    const day = new Date(invoice.created_at).toISOString().slice(0, 10);
    return {
      filename: `maeum-invoice-${day}-${invoice.id.slice(0, 8)}.pdf`,
      contentBase64: pdf.toString('base64'),
    };
  }

  @RpcHandler(RpcPattern.invoicesRefund)
  refund(input: RefundInvoiceDto, call: RpcCallContext): Promise<InvoiceView> {
    return this.refundInvoice.execute(call.callerId(), input.id, input.reason);
  }
}
