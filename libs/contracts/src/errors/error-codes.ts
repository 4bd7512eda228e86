/** Codes every part of the system may answer with; features add their own next to them. */
export const CommonErrorCode = {
  validationFailed: 'validation_failed',
  malformedJson: 'malformed_json',
  payloadTooLarge: 'payload_too_large',
  notFound: 'not_found',
  serviceUnavailable: 'service_unavailable',
  internalError: 'internal_error',
  unauthorized: 'unauthorized',
  tooManyRequests: 'too_many_requests',
} as const;

export const AuthErrorCode = {
  userAlreadyExists: 'user_already_exists',
  invalidCredentials: 'invalid_credentials',
  consentRequired: 'consent_required',
  weakPassword: 'weak_password',
  sessionNotFound: 'session_not_found',
  invalidToken: 'invalid_token',
} as const;

/**
 * Why a social sign-in failed. The gateway sends the browser back with `?error=<code>&provider=…`
 * and the app words it in the reader's language: no free text travels in the address.
 */
export const OAuthErrorCode = {
  providerNotConfigured: 'provider_not_configured',
  providerUnavailable: 'provider_unavailable',
  invalidState: 'invalid_oauth_state',
  cancelled: 'oauth_cancelled',
  failed: 'oauth_failed',
  emailRequired: 'email_required',
  consentRequired: AuthErrorCode.consentRequired,
  userAlreadyExists: AuthErrorCode.userAlreadyExists,
  unexpected: 'unexpected',
} as const;

/** The error body of every HTTP answer (API.md). */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: { field: string; message: string }[];
  errorId?: string;
  [extra: string]: unknown;
}
