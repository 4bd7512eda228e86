import { renderInvoicePdf, InvoicePdfInput } from './invoice-pdf';

const input: InvoicePdfInput = {
  invoiceId: '0f8c3a52-1b7e-4c2d-9a41-6d2e8b5f7c10',
  issuedAt: new Date('2026-11-24T05:00:00Z'),
  planName: 'Plus',
  billingPeriod: 'monthly',
  periodStart: new Date('2026-11-24T05:00:00Z'),
  periodEnd: new Date('2026-12-24T05:00:00Z'),
  amount: 13387,
  status: 'paid',
  locale: 'ko',
  timeZone: 'Asia/Seoul',
  cardBrand: '신한',
  cardLast4: '123*',
};

describe('renderInvoicePdf', () => {
  it('makes a PDF with the Korean typeface embedded', async () => {
    const pdf = await renderInvoicePdf(input);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain('Pretendard');
  });

  it('gives the same bytes for the same invoice', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(input), renderInvoicePdf(input)]);
    expect(a.equals(b)).toBe(true);
  });

  it('speaks English to an English reader', async () => {
    const pdf = await renderInvoicePdf({ ...input, locale: 'en' });
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
