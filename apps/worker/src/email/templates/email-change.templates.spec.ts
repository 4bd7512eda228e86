import { renderEmail } from '../email-templates';

const confirmLink = 'https://maeum.test/confirm-email?token=abc_DEF-123';

describe('e-mail-change e-mails', () => {
  it.each(['en', 'ko'] as const)('in %s, the confirmation carries its link and its 24 hours', (locale) => {
    const email = renderEmail('email-change-confirm', locale, confirmLink);
    expect(email.text).toContain(confirmLink);
    expect(email.text).toContain('24');
    expect(email.html).toContain(`href="${confirmLink}"`);
    expect(email.html).toContain(`<html lang="${locale}">`);
  });

  it('tells a taken address that it already has an account, without a confirmation link', () => {
    const en = renderEmail('email-change-taken', 'en', 'https://maeum.test/login');
    const ko = renderEmail('email-change-taken', 'ko', 'https://maeum.test/login');
    expect(en.text).toContain('This address already has an account');
    expect(ko.text).toContain('이 주소로 이미 계정이 있어서');
    expect(`${en.text}${ko.text}`).not.toContain('confirm-email');
  });

  it('tells the old address how to stop a change it did not ask for', () => {
    const link = 'https://maeum.test/forgot-password';
    expect(renderEmail('email-change-notice', 'en', link).text).toMatch(
      /If this wasn't you, choose a new password/,
    );
    expect(renderEmail('email-change-notice', 'ko', link).text).toContain('새 비밀번호를 정해 주세요');
    expect(renderEmail('email-change-notice', 'ko', link).html).toContain(`href="${link}"`);
  });

  it('escapes the link in the HTML and never calls the product therapy', () => {
    for (const template of ['email-change-confirm', 'email-change-taken', 'email-change-notice'] as const)
      for (const locale of ['en', 'ko'] as const) {
        const { subject, text, html } = renderEmail(template, locale, 'https://maeum.test/x?a&b="<x>');
        expect(html).toContain('a&amp;b=&quot;&lt;x&gt;');
        expect(`${subject} ${text} ${html}`).not.toMatch(/therap|치료|상담/i);
      }
  });
});
