/**
 * Every code an answer of the API can carry. Services throw these codes and know nothing of HTTP;
 * the gateway's error filter holds the one table from code to HTTP status (ERROR_HTTP_STATUS), and
 * the web words each code in the reader's language.
 */
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
  /** Too many passwords are being checked at once; refused at once with Retry-After rather than queued. */
  hashingBusy: 'hashing_busy',
  recentSignInRequired: 'recent_sign_in_required',
  emailChangeLinkUsed: 'email_change_link_used',
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

export const BillingErrorCode = {
  /** 'You've reached your monthly session limit.' */
  sessionLimitReached: 'session_limit_reached',
  planNotFound: 'plan_not_found',
  /** Not an allowed upgrade or downgrade from the current plan (spec §5 matrix). */
  invalidPlanChange: 'invalid_plan_change',
  /** Cancel is not offered for Free or an already-cancelled plan. */
  nothingToCancel: 'nothing_to_cancel',
  /** Resume is offered only for a cancelled plan whose end date has not come. */
  nothingToResume: 'nothing_to_resume',
  previewUsed: 'preview_used',
  orderNotFound: 'order_not_found',
  amountMismatch: 'amount_mismatch',
  /** The order no longer makes sense (a newer order was paid, or the plan changed since it was priced). */
  orderSuperseded: 'order_superseded',
  /** Toss refused or failed the payment; the message is Toss's (or ours), the order is closed. */
  paymentFailed: 'payment_failed',
  paymentProviderUnavailable: 'payment_provider_unavailable',
  refundWindowPassed: 'refund_window_passed',
  alreadyRefunded: 'already_refunded',
  /** The card renews a paid plan and is the only one left. */
  paymentMethodInUse: 'payment_method_in_use',
  /** A plan feature the caller's plan lacks (history beyond the Free preview): 'Upgrade to Plus to see your full history.' */
  planRequired: 'plan_required',
} as const;

type ValueOf<T> = T[keyof T];
/** The companion's sessions. */
export const SessionsErrorCode = {
  dailyTextLimitReached: 'daily_text_limit_reached',
  sessionEnded: 'session_ended',
  tooShort: 'too_short',
  /** A rating is for an ended session: 'Rate a session once it has ended.' */
  sessionOpen: 'session_open',
} as const;

/** Mood boosters. */
export const MoodBoosterErrorCode = {
  /** The booster needs Plus (or the preview's first 3): 'Upgrade to Plus to open this mood booster.' */
  boosterLocked: 'booster_locked',
} as const;

/** The admin panel (API.md "Admin"): 403 for the first three, 429 for the limit, 400 for a mistyped confirmation. */
export const AdminErrorCode = {
  notAdmin: 'not_admin',
  adminTooNew: 'admin_too_new',
  adminSessionStale: 'admin_session_stale',
  tooManyAdminActions: 'too_many_admin_actions',
  confirmationMismatch: 'confirmation_mismatch',
} as const;

export type CommonErrorCodeValue = ValueOf<typeof CommonErrorCode>;
export type AuthErrorCodeValue = ValueOf<typeof AuthErrorCode>;
export type OAuthErrorCodeValue = ValueOf<typeof OAuthErrorCode>;
export type BillingErrorCodeValue = ValueOf<typeof BillingErrorCode>;
export type SessionsErrorCodeValue = ValueOf<typeof SessionsErrorCode>;
export type MoodBoosterErrorCodeValue = ValueOf<typeof MoodBoosterErrorCode>;
export type AdminErrorCodeValue = ValueOf<typeof AdminErrorCode>;

/** A code a service may answer with. A new feature adds its codes here, and the gateway's table follows. */
export type ErrorCode =
  | CommonErrorCodeValue
  | AuthErrorCodeValue
  | OAuthErrorCodeValue
  | BillingErrorCodeValue
  | SessionsErrorCodeValue
  | MoodBoosterErrorCodeValue
  | AdminErrorCodeValue;

/** The error body of every HTTP answer (API.md). */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: { field: string; message: string }[];
  errorId?: string;
  [extra: string]: unknown;
}
