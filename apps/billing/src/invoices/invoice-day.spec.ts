import { invoiceDay, invoiceFileName, invoiceTimeZone } from './invoice-day';

describe('the day of an invoice', () => {
  // 23:30 UTC on the 24th: already the 25th in Seoul, still the 24th in New York.
  const at = new Date('2026-11-24T23:30:00Z');

  it('is the calendar day in the reader’s zone', () => {
    expect(invoiceDay(at, 'Asia/Seoul')).toBe('2026-11-25');
    expect(invoiceDay(at, 'UTC')).toBe('2026-11-24');
    expect(invoiceDay(at, 'America/New_York')).toBe('2026-11-24');
  });

  it('names the file by that day', () => {
    expect(invoiceFileName('0f8c3a52-1b7e-4c2d-9a41-6d2e8b5f7c10', at, 'Asia/Seoul')).toBe(
      'maeum-invoice-2026-11-25-0f8c3a52.pdf',
    );
  });

  it('falls back to Seoul for a zone that is not one', () => {
    expect(invoiceTimeZone('Mars/Olympus_Mons')).toBe('Asia/Seoul');
    expect(invoiceTimeZone('')).toBe('Asia/Seoul');
    expect(invoiceTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
  });
});
