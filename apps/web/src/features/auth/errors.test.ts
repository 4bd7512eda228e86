import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/http';
import { signInErrorMessage, signUpErrorMessage } from './errors';

const t = ((key: string) => key) as unknown as TFunction;

function answer(status: number, code: string) {
  return ApiError.fromResponse(status, '', { statusCode: status, code, message: 'server words' });
}

describe('auth error messages', () => {
  it('says the service is busy, not that something unexpected happened, for a 503 (a sign-in flood)', () => {
    expect(signInErrorMessage(answer(503, 'hashing_busy'), t)).toBe('auth.errors.busy');
    expect(signUpErrorMessage(answer(503, 'service_unavailable'), t)).toBe('auth.errors.busy');
  });

  it('keeps the wording of wrong credentials and rate limits', () => {
    expect(signInErrorMessage(answer(400, 'invalid_credentials'), t)).toBe('auth.errors.invalidCredentials');
    expect(signInErrorMessage(answer(429, 'too_many_requests'), t)).toBe('auth.errors.tooManyAttempts');
  });
});
