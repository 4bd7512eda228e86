import { AuthErrorCode, CommonErrorCode } from '@maeum/api-types';
import type { TFunction } from 'i18next';
import { CLIENT_ERROR_CODES, isApiError } from '../../shared/api/http';
import { MissingSessionError } from './auth-client';

// The error catalogue of the spec (doc 1 §8). Known codes get our translated wording (its English is
// the catalogue's exact text); anything else shows the server's own message, as the spec says.

const CLIENT_CODES = new Set<string>(Object.values(CLIENT_ERROR_CODES));

/** The server's human message, when there was a real answer carrying one. */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0 || CLIENT_CODES.has(error.code)) return null;
  return error.message || null;
}

/** 429 too_many_requests, or an error that says so. */
export function isTooManyRequests(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 429 ||
      error.code === CommonErrorCode.tooManyRequests ||
      error.message.includes(CommonErrorCode.tooManyRequests))
  );
}

/** 502/503/504: the service is down or too busy for a moment (a sign-in flood is refused early). */
function isBusy(error: unknown): boolean {
  return isApiError(error) && error.code === CLIENT_ERROR_CODES.unavailable;
}

export function signInErrorMessage(error: unknown, t: TFunction): string {
  if (isTooManyRequests(error)) return t('auth.errors.tooManyAttempts');
  if (isBusy(error)) return t('auth.errors.busy');
  if (
    isApiError(error) &&
    (error.code === AuthErrorCode.invalidCredentials || error.message === 'Invalid login credentials')
  ) {
    return t('auth.errors.invalidCredentials');
  }
  return serverMessage(error) ?? t('auth.errors.unexpected');
}

export function signUpErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof MissingSessionError) return t('auth.errors.signupFailed');
  if (!isApiError(error)) return t('auth.errors.unexpected');
  if (isTooManyRequests(error)) return t('auth.errors.tooManyAttempts');
  if (isBusy(error)) return t('auth.errors.busy');
  if (error.code === AuthErrorCode.userAlreadyExists || error.message === 'User already registered') {
    return t('auth.errors.alreadyRegistered');
  }
  if (error.code === AuthErrorCode.invalidCredentials) return t('auth.errors.invalidFormat');
  // Not a code of this API (the spec's catalogue has it); worded in case a proxy in front sends it.
  if (error.code === 'signup_disabled') return t('auth.errors.signupDisabled');
  if (error.code === AuthErrorCode.weakPassword) return t('auth.errors.weakPassword');
  if (error.code === AuthErrorCode.consentRequired) return t('auth.signUp.consents.required');
  return serverMessage(error) ?? t('auth.errors.unexpected');
}

export function isInvalidResetToken(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === AuthErrorCode.invalidToken || error.message === 'Invalid or expired')
  );
}

export function resetPasswordErrorMessage(error: unknown, t: TFunction): string {
  if (isTooManyRequests(error)) return t('auth.errors.tooManyAttempts');
  if (isInvalidResetToken(error)) return t('auth.errors.invalidOrExpired');
  if (isApiError(error) && error.code === AuthErrorCode.weakPassword) return t('auth.errors.weakPassword');
  if (!isApiError(error) || error.status === 0) return t('auth.errors.somethingWrong');
  return serverMessage(error) ?? t('auth.errors.resetFailed');
}
