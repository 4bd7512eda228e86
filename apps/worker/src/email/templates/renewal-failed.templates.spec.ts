import { renderEmail } from '../email-templates';

const link = 'https://maeum.test/plans-and-billing';

describe('renewal e-mails', () => {
  it.each([
    ['renewal-failed', 'en', /declined[\s\S]*try again/],
    ['renewal-failed', 'ko', /거절[\s\S]*다시 시도/],
    ['renewal-ended', 'en', /Free plan now[\s\S]*Nothing more will be charged/],
    ['renewal-ended', 'ko', /무료 플랜[\s\S]*더 이상 결제되지 않아요/],
  ] as const)('%s in %s says what happened, and links to Plans & Billing', (template, locale, words) => {
    const email = renderEmail(template, locale, link);
    expect(email.subject).not.toBe('');
    expect(email.text).toMatch(words);
    expect(email.text).toContain(link);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).toContain(`<html lang="${locale}">`);
  });
});
