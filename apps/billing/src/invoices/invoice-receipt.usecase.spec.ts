import { CommonErrorCode } from '@maeum/contracts';
import { mockRepository } from '@maeum/testing';
import { invoiceRow } from '../billing-unit.test-kit';
import { InvoiceReceiptUseCase } from './invoice-receipt.usecase';
import { InvoicesStore } from './invoices.store';

describe('InvoiceReceiptUseCase', () => {
  const created = new Date('2026-11-30T20:00:00.000Z'); // 1 December in Seoul
  const request = { userId: 'user-1', invoiceId: 'invoice-1', locale: 'en', timeZone: 'Asia/Seoul' } as const;

  it("answers the receipt's facts with its PDF, dated in the reader's zone", async () => {
    const store = mockRepository<InvoicesStore>({ findOwn: async () => invoiceRow({ created_at: created }) });
    const receipt = await new InvoiceReceiptUseCase(store).execute(request);
    expect(receipt).toMatchObject({
      invoiceId: 'invoice-1',
      amount: 9900,
      issuedOn: '2026-12-01',
      emailedAt: null,
    });
    expect(receipt.filename).toMatch(/\.pdf$/);
    expect(Buffer.from(receipt.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(store.findOwn).toHaveBeenCalledWith('user-1', 'invoice-1');
  });

  it('does not make the PDF again once the receipt went out (a repeated job)', async () => {
    const emailed = new Date('2026-12-01T00:00:00.000Z');
    const store = mockRepository<InvoicesStore>({
      findOwn: async () => invoiceRow({ created_at: created, emailed_at: emailed }),
    });
    await expect(new InvoiceReceiptUseCase(store).execute(request)).resolves.toMatchObject({
      emailedAt: emailed.toISOString(),
      filename: '',
      contentBase64: '',
    });
  });

  it("refuses an invoice that is not the named owner's as not found", async () => {
    const store = mockRepository<InvoicesStore>({ findOwn: async () => null });
    await expect(new InvoiceReceiptUseCase(store).execute(request)).rejects.toMatchObject({
      code: CommonErrorCode.notFound,
    });
  });
});
