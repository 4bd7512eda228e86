import { hasHiddenCharacters } from '@maeum/api-types';
import type { ParseKeys } from 'i18next';

/** The spec's simple address pattern: no spaces, one at-sign, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 8;

/** The pattern, and none of the invisible or text-direction characters the API refuses. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim()) && !hasHiddenCharacters(email);
}

export interface SignUpValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type SignUpField = keyof SignUpValues;

export const SIGN_UP_FIELDS: readonly SignUpField[] = ['fullName', 'email', 'password', 'confirmPassword'];

/** The spec's inline rule for one sign-up field (doc 1 §5), as a translation key; null when valid. */
export function validateSignUpField(field: SignUpField, values: SignUpValues): ParseKeys | null {
  switch (field) {
    case 'fullName':
      if (!values.fullName.trim()) return 'auth.validation.fullNameRequired';
      return hasHiddenCharacters(values.fullName) ? 'auth.validation.fullNameHiddenCharacters' : null;
    case 'email':
      if (!values.email.trim()) return 'auth.validation.emailRequired';
      return isValidEmail(values.email) ? null : 'auth.validation.emailInvalid';
    case 'password':
      if (!values.password) return 'auth.validation.passwordRequired';
      return values.password.length >= PASSWORD_MIN_LENGTH ? null : 'auth.validation.passwordTooShort';
    case 'confirmPassword':
      if (!values.confirmPassword) return 'auth.validation.confirmRequired';
      return values.confirmPassword === values.password ? null : 'auth.validation.passwordsDoNotMatch';
  }
}

export type SignInField = 'email' | 'password';

/** Sign-in only needs both fields filled in. */
export function validateSignInField(
  field: SignInField,
  values: Record<SignInField, string>,
): ParseKeys | null {
  if (field === 'email') return values.email.trim() ? null : 'auth.validation.emailRequired';
  return values.password ? null : 'auth.validation.passwordRequired';
}
