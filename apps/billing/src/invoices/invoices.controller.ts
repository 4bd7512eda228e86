import { Controller } from '@nestjs/common';
import {
  InvoiceListQueryDto,
  InvoicePdfDto,
  InvoicePdfView,
  InvoiceReceiptDto,
  InvoiceReceiptView,
  InvoiceView,
  MarkInvoiceEmailedDto,
  RefundInvoiceDto,
  RpcPattern,
} from '@maeum/contracts';
import { JsonReply, RpcCallContext, RpcHandler } from '@maeum/messaging';
import { RecordNotFoundError } from '../payments/payments.exception';
import { invoiceDocument } from './invoice-document';
import { InvoiceReceiptUseCase } from './invoice-receipt.usecase';
import { InvoicesStore } from './invoices.store';
import { MarkInvoiceEmailedUseCase } from './mark-invoice-emailed.usecase';
import { ReaderTimeZone } from './reader-time-zone';
import { RefundInvoiceUseCase } from './refund-invoice.usecase';

@Controller()
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesStore,
    private readonly refundInvoice: RefundInvoiceUseCase,
    private readonly readerTimeZone: ReaderTimeZone,
    private readonly invoiceReceipt: InvoiceReceiptUseCase,
    private readonly markInvoiceEmailed: MarkInvoiceEmailedUseCase,
  ) {}

  @RpcHandler(RpcPattern.invoicesList)
  async list(query: InvoiceListQueryDto, call: RpcCallContext): Promise<JsonReply<InvoiceView[]>> {
    return this.invoices.listViews(call.callerId(), query?.before);
  }

  @RpcHandler(RpcPattern.invoicesPdf)
  async pdf(input: InvoicePdfDto, call: RpcCallContext): Promise<InvoicePdfView> {
    const invoice = await this.invoices.findOwn(call.callerId(), input.id);
    if (!invoice) throw new RecordNotFoundError('Invoice');
    return invoiceDocument(invoice, input.lang ?? 'en', await this.readerTimeZone.of(call.callerId()));
  }

  @RpcHandler(RpcPattern.invoicesRefund)
  refund(input: RefundInvoiceDto, call: RpcCallContext): Promise<InvoiceView> {
    return this.refundInvoice.execute(call.callerId(), input.id, input.reason);
  }

  /** The worker's receipt job: the owner is named in the job, not by a caller. */
  @RpcHandler(RpcPattern.invoicesReceipt)
  receipt(input: InvoiceReceiptDto): Promise<InvoiceReceiptView> {
    return this.invoiceReceipt.execute(input);
  }

  @RpcHandler(RpcPattern.invoicesMarkEmailed)
  markEmailed(input: MarkInvoiceEmailedDto): Promise<{ emailedAt: string }> {
    return this.markInvoiceEmailed.execute(input);
  }
}
