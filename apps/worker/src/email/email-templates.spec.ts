import { UnrecoverableError } from 'bullmq';
import { renderEmail } from './email-templates';

const link = 'https://maeum.test/reset-password?token=abc_DEF-123';

describe('password-reset e-mail', () => {
  it.each(['en', 'ko'] as const)(
    'in %s carries the link and its 15 minutes in subject, text and HTML',
    (locale) => {
      const email = renderEmail('password-reset', locale, link);
      expect(email.subject).not.toBe('');
      expect(email.text).toContain(link);
      expect(email.text).toContain('15');
      expect(email.html).toContain(`href="${link}"`);
      expect(email.html).toContain('15');
      expect(email.html).toContain(`<html lang="${locale}">`);
    },
  );

  it('is written in each language, and says it can be ignored', () => {
    expect(renderEmail('password-reset', 'en', link).text).toMatch(/ignore this e-mail/);
    expect(renderEmail('password-reset', 'ko', link).text).toMatch(/무시하셔도 괜찮아요/);
  });

  it('never calls the product therapy', () => {
    for (const locale of ['en', 'ko'] as const) {
      const { subject, text, html } = renderEmail('password-reset', locale, link);
      expect(`${subject} ${text} ${html}`).not.toMatch(/therap|치료|상담/i);
    }
  });

  it('escapes the link in the HTML', () => {
    const email = renderEmail('password-reset', 'en', 'https://maeum.test/reset-password?token=a&b="<x>');
    expect(email.html).toContain('token=a&amp;b=&quot;&lt;x&gt;');
    expect(email.html).not.toContain('"<x>');
  });

  it('refuses an unknown template or language without retrying', () => {
    expect(() => renderEmail('welcome' as never, 'en', link)).toThrow(UnrecoverableError);
    expect(() => renderEmail('password-reset', 'fr' as never, link)).toThrow(UnrecoverableError);
  });
});

describe('sign-in failures e-mail', () => {
  it.each(['en', 'ko'] as const)(
    'in %s says known devices still get in and links a new password',
    (locale) => {
      const email = renderEmail('sign-in-failures', locale, link);
      expect(email.html).toContain(`href="${link}"`);
      expect(email.text).toContain(link);
      expect(email.text).toMatch(locale === 'en' ? /signed in on before/ : /전에 로그인하신 기기/);
    },
  );
});

describe('self-care reminder e-mail', () => {
  it.each(['en', 'ko'] as const)('in %s asks gently and links the stop without sign-in', (locale) => {
    const email = renderEmail('self-care-reminder', locale, link);
    expect(email.subject).toBe(locale === 'en' ? 'A gentle check-in from maeum.' : 'maeum.의 다정한 안부');
    expect(email.html).toContain(`href="${link}"`);
    expect(email.text).toContain(link);
    expect(email.text).toMatch(locale === 'en' ? /no sign-in needed/ : /로그인 필요 없음/);
  });
});
