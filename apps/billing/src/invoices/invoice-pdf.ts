import type { BillingPeriod, InvoiceStatus } from '@maeum/contracts';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

export interface InvoicePdfInput {
  invoiceId: string;
  issuedAt: Date;
  planName: string;
  billingPeriod: BillingPeriod;
  periodStart: Date | null;
  periodEnd: Date | null;
  amount: number;
  status: InvoiceStatus;
  locale: 'en' | 'ko';
  /** The reader's zone: the dates on the page are the days there (as is the file name). */
  timeZone: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

const FONT_DIR = join(dirname(require.resolve('pretendard/package.json')), 'dist/public/static');
const REGULAR = join(FONT_DIR, 'Pretendard-Regular.otf');
const BOLD = join(FONT_DIR, 'Pretendard-Bold.otf');

const WORDS = {
  en: {
    title: 'Receipt',
    number: 'Invoice',
    issued: 'Date',
    plan: 'Plan',
    period: 'Period',
    card: 'Card',
    amount: 'Amount',
    status: 'Status',
    monthly: 'monthly',
    annual: 'annual',
    statuses: { paid: 'Paid', pending: 'Pending', failed: 'Failed', refunded: 'Refunded' },
    note: 'A receipt for your maeum. subscription. Payment records are kept for 5 years, as Korean e-commerce law requires.',
  },
  ko: {
    title: '영수증',
    number: '청구서 번호',
    issued: '결제일',
    plan: '요금제',
    period: '이용 기간',
    card: '결제 카드',
    amount: '결제 금액',
    status: '상태',
    monthly: '월간',
    annual: '연간',
    statuses: { paid: '결제 완료', pending: '대기 중', failed: '실패', refunded: '환불됨' },
    note: 'maeum. 구독 결제 영수증입니다. 결제 기록은 전자상거래법에 따라 5년간 보관됩니다.',
  },
} as const;

/**
 * One calm page with the invoice's facts, in the reader's language, with the Korean typeface
 * embedded (subset) so Hangul renders anywhere. The same input gives the same bytes.
 */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const w = WORDS[input.locale];
  const dateOf = (d: Date) =>
    new Intl.DateTimeFormat(input.locale === 'ko' ? 'ko-KR' : 'en-US', {
      timeZone: input.timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(d);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `maeum. ${w.title} ${input.invoiceId}`, Author: 'maeum.', CreationDate: input.issuedAt },
  });
  // pdfkit derives the file ID from the time and a random seed; tie it to the invoice instead.
  (doc as unknown as { _id?: Buffer })._id = Buffer.from(
    input.invoiceId.replace(/-/g, '').padEnd(32, '0').slice(0, 32),
    'hex',
  );
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  doc.font('bold').fontSize(26).fillColor('#5b4b8a').text('maeum.');
  doc.moveDown(0.2).font('regular').fontSize(14).fillColor('#333333').text(w.title);
  doc.moveDown(1.5);

  const amount = `₩${input.amount.toLocaleString('ko-KR')}`;
  const period =
    input.periodStart && input.periodEnd ? `${dateOf(input.periodStart)} – ${dateOf(input.periodEnd)}` : '—';
  const rows: [string, string][] = [
    [w.number, input.invoiceId],
    [w.issued, dateOf(input.issuedAt)],
    [w.plan, `${input.planName} (${w[input.billingPeriod]})`],
    [w.period, period],
    [w.card, input.cardBrand ? `${input.cardBrand} ${input.cardLast4 ?? ''}`.trim() : '—'],
    [w.status, w.statuses[input.status]],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(11).fillColor('#777777').text(label, 56, y, { width: 140 });
    doc.font('regular').fontSize(11).fillColor('#222222').text(value, 200, y, { width: 340 });
    doc.moveDown(0.6);
  }
  doc.moveDown(1).moveTo(56, doc.y).lineTo(539, doc.y).strokeColor('#dddddd').stroke().moveDown(1);
  const y = doc.y;
  doc.font('bold').fontSize(14).fillColor('#222222').text(w.amount, 56, y, { width: 140 });
  doc.font('bold').fontSize(14).text(amount, 200, y, { width: 340 });
  doc.moveDown(3).font('regular').fontSize(9).fillColor('#777777').text(w.note, 56, doc.y, { width: 483 });
  doc.end();
  return done;
}
