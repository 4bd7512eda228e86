import type { BillingPeriod, PlanView } from '@maeum/api-types';

/** Spec §9: the currency symbol is won, whatever the language. */
export function formatWon(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
    style: 'currency',
    currency: 'KRW',
    maximumFractionDigits: 0,
  }).format(amount);
}

const SEOUL = 'Asia/Seoul';

/**
 * Spec §9: dates use the Korean locale (2026. 12. 25.); English readers get the same date, in
 * words. A moment is dated in `timeZone` (Seoul unless the reader's own is given).
 */
export function formatBillingDate(iso: string, language: string, timeZone = SEOUL): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00+09:00` : iso);
  return new Intl.DateTimeFormat(language === 'ko' ? 'ko-KR' : 'en-US', {
    year: 'numeric',
    month: language === 'ko' ? 'long' : 'short',
    day: 'numeric',
    timeZone: iso.length === 10 ? SEOUL : timeZone,
  }).format(date);
}

/** The reader's zone from their preferences, as the server dates the invoice PDF; Seoul when unknown. */
export function billingTimeZone(zone: string | null | undefined): string {
  if (!zone) return SEOUL;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return SEOUL;
  }
}

export const priceOf = (plan: PlanView, period: BillingPeriod) =>
  period === 'annual' ? plan.priceKrwAnnual : plan.priceKrw;

/** Toss names card companies in Korean; English readers get the brand's own name. */
const CARD_BRANDS_EN: Record<string, string> = {
  비자: 'Visa',
  마스터: 'Mastercard',
  신한: 'Shinhan',
  현대: 'Hyundai',
  삼성: 'Samsung',
  KB국민: 'KB Kookmin',
  국민: 'KB Kookmin',
  롯데: 'Lotte',
  하나: 'Hana',
  우리: 'Woori',
  NH농협: 'NH NongHyup',
  농협: 'NH NongHyup',
  BC: 'BC',
  씨티: 'Citi',
  카카오뱅크: 'KakaoBank',
  토스뱅크: 'Toss Bank',
};

export function cardBrandName(brand: string, language: string): string {
  return language === 'ko' ? brand : (CARD_BRANDS_EN[brand] ?? brand);
}
