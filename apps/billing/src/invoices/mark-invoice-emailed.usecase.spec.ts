import { CommonErrorCode } from '@maeum/contracts';
import { billingUnitKit } from '../billing-unit.test-kit';
import { MarkInvoiceEmailedUseCase } from './mark-invoice-emailed.usecase';

describe('MarkInvoiceEmailedUseCase', () => {
  it('answers when the receipt went out (the first time, which the repository keeps)', async () => {
    const { invoices, unitOfWork } = billingUnitKit();
    const first = new Date('2026-11-20T01:02:03.000Z');
    invoices.markEmailed.mockResolvedValue(first);
    const useCase = new MarkInvoiceEmailedUseCase(unitOfWork);
    await expect(useCase.execute({ invoiceId: 'invoice-1', userId: 'user-1' })).resolves.toEqual({
      emailedAt: first.toISOString(),
    });
    expect(invoices.markEmailed).toHaveBeenCalledWith('invoice-1', 'user-1');
  });

  it("refuses an invoice that is not the user's as not found", async () => {
    const { invoices, unitOfWork } = billingUnitKit();
    invoices.markEmailed.mockResolvedValue(null);
    await expect(
      new MarkInvoiceEmailedUseCase(unitOfWork).execute({ invoiceId: 'invoice-1', userId: 'user-2' }),
    ).rejects.toMatchObject({ code: CommonErrorCode.notFound });
  });
});
