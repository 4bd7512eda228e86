import { Injectable } from '@nestjs/common';
import type { MarkInvoiceEmailedDto } from '@maeum/contracts';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { RecordNotFoundError } from '../payments/payments.exception';

/** The receipt went out: the first time is kept, so a repeated call changes nothing. */
@Injectable()
export class MarkInvoiceEmailedUseCase {
  constructor(private readonly unitOfWork: BillingUnitOfWork) {}

  async execute(request: MarkInvoiceEmailedDto): Promise<{ emailedAt: string }> {
    const emailedAt = await this.unitOfWork.direct().invoices.markEmailed(request.invoiceId, request.userId);
    if (!emailedAt) throw new RecordNotFoundError('Invoice');
    return { emailedAt: new Date(emailedAt).toISOString() };
  }
}
