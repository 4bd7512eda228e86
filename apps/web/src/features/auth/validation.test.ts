import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import ko from '../../i18n/ko.json';
import { isValidEmail, validateSignUpField, type SignUpValues } from './validation';

const values = (changes: Partial<SignUpValues>): SignUpValues => ({
  fullName: 'Ha Neul',
  email: 'haneul@example.com',
  password: 'a lantern by the sea',
  confirmPassword: 'a lantern by the sea',
  ...changes,
});

describe('sign-up validation of look-alike identities', () => {
  it.each([
    ['a right-to-left override', 'Ha\u202ENeul'],
    ['a left-to-right isolate', '\u2066Ha Neul'],
    ['a zero-width space', 'Ha\u200BNeul'],
  ])('refuses a full name with %s, with its own message', (_name, fullName) => {
    expect(validateSignUpField('fullName', values({ fullName }))).toBe(
      'auth.validation.fullNameHiddenCharacters',
    );
  });

  it('accepts names in any script', () => {
    for (const fullName of ['Ha Neul', '김하늘', 'José Álvarez', 'محمد'])
      expect(validateSignUpField('fullName', values({ fullName }))).toBeNull();
  });

  it.each([
    ['a zero-width space', 'ha\u200Bneul@example.com'],
    ['a right-to-left override', 'evil\u202Emoc.elgoog@example.com'],
    ['a byte order mark', 'haneul@example.com\uFEFF'],
  ])('refuses an e-mail address with %s as not valid', (_name, email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(validateSignUpField('email', values({ email }))).toBe('auth.validation.emailInvalid');
  });

  it('lets full-width letters through: the API folds them to the plain address', () => {
    expect(validateSignUpField('email', values({ email: 'ｈａｎｅｕｌ@example.com' }))).toBeNull();
  });

  it('has the name message in both languages', () => {
    expect(en.auth.validation.fullNameHiddenCharacters).toMatch(/invisible or text-direction/);
    expect(ko.auth.validation.fullNameHiddenCharacters).toMatch(/이름/);
  });
});
