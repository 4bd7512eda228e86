/** Where a reader's zone is unknown or not a zone: the product's home (spec §9 dates are Korean). */
export const DEFAULT_INVOICE_TIME_ZONE = 'Asia/Seoul';

/** `zone` when Intl knows it, else the default: a bad preference never fails a receipt. */
export function invoiceTimeZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_INVOICE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_INVOICE_TIME_ZONE;
  }
}

/** The calendar day (YYYY-MM-DD) of `at` in `timeZone`. */
export function invoiceDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * The PDF's file name, named by the same day the PDF shows as its date (both in the reader's
 * zone): a charge at 08:00 in Seoul on the 25th is the 25th in both, not the UTC 24th.
 */
export function invoiceFileName(invoiceId: string, issuedAt: Date, timeZone: string): string {
  return `maeum-invoice-${invoiceDay(issuedAt, timeZone)}-${invoiceId.slice(0, 8)}.pdf`;
}
