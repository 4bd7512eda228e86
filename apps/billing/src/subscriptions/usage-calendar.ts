/**
 * Usage counts by calendar month in one time zone (Asia/Seoul by default): the counters belong to
 * the month whose first day is `last_reset_date`, and a row from an earlier month counts as zero
 * until the reset job (or the next usage) rewrites it.
 */
export interface UsageMonth {
  /** 'YYYY-MM-01' of the month `at` falls in, in the zone. */
  start: string;
  /** 'YYYY-MM-01' of the next month: when the counters reset. */
  next: string;
}

// Making a formatter costs far more than using one, and every limits check asks for the month.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function usageMonth(at: Date, timeZone: string): UsageMonth {
  const parts = formatterFor(timeZone).formatToParts(at);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { start: firstOf(year, month), next: firstOf(next.year, next.month) };
}

const firstOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of the day `at` falls in, in the zone: the daily texts count by this day. */
export function usageDay(at: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}
