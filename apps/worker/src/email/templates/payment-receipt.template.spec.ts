import { paymentReceiptEmail, ReceiptFacts } from './payment-receipt.template';

const facts: ReceiptFacts = {
  planName: 'Plus',
  billingPeriod: 'monthly',
  amount: 13387,
  issuedOn: '2026-11-25',
};
const link = 'https://maeum.test/plans-and-billing';

describe('the receipt e-mail', () => {
  it('says the plan, the amount in won and the day, in English', () => {
    const email = paymentReceiptEmail('en', facts, link);
    expect(email.subject).toBe('Your maeum. receipt (November 25, 2026)');
    expect(email.text).toContain('₩13,387');
    expect(email.text).toContain('Plus plan (monthly)');
    expect(email.text).toContain(link);
    expect(email.html).toContain('<html lang="en">');
  });

  it('says the same in Korean, on the same day', () => {
    const email = paymentReceiptEmail('ko', { ...facts, billingPeriod: 'annual' }, link);
    expect(email.subject).toBe('maeum. 결제 영수증 (2026년 11월 25일)');
    expect(email.text).toContain('Plus 플랜(연간) ₩13,387');
    expect(email.html).toContain('<html lang="ko">');
  });

  it('never calls the product therapy', () => {
    for (const locale of ['en', 'ko'] as const) {
      const { subject, text, html } = paymentReceiptEmail(locale, facts, link);
      expect(`${subject} ${text} ${html}`).not.toMatch(/therap|치료|상담/i);
    }
  });
});
