import { describe, expect, it } from 'vitest';
import { billingTimeZone, cardBrandName, formatBillingDate, formatWon } from './format';

describe('billing formats', () => {
  it('shows won in both languages', () => {
    expect(formatWon(13387, 'ko')).toBe('₩13,387');
    expect(formatWon(133870, 'en')).toBe('₩133,870');
  });

  it('shows dates in Seoul time, in the Korean locale for Korean', () => {
    expect(formatBillingDate('2026-12-24T16:00:00.000Z', 'ko')).toBe('2026년 12월 25일');
    expect(formatBillingDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
  });

  it('dates a moment in the reader’s own zone when given one', () => {
    // 23:30 UTC on the 24th: the 25th in Seoul, still the 24th in UTC.
    expect(formatBillingDate('2026-12-24T23:30:00.000Z', 'en', 'UTC')).toBe('Dec 24, 2026');
    expect(formatBillingDate('2026-12-24T23:30:00.000Z', 'en')).toBe('Dec 25, 2026');
    expect(billingTimeZone('Mars/Olympus_Mons')).toBe('Asia/Seoul');
    expect(billingTimeZone(undefined)).toBe('Asia/Seoul');
    expect(billingTimeZone('UTC')).toBe('UTC');
  });

  it('names Toss’s Korean card companies in English for English readers', () => {
    expect(cardBrandName('비자', 'en')).toBe('Visa');
    expect(cardBrandName('비자', 'ko')).toBe('비자');
    expect(cardBrandName('Unknown Card', 'en')).toBe('Unknown Card');
  });
});
