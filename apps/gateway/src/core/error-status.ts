import { ErrorCode } from '@maeum/contracts';

/**
 * The one table from a service's error code to the HTTP status the caller gets. Services know
 * nothing of HTTP; a code added to ErrorCode without a row here fails typecheck.
 */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  malformed_json: 400,
  payload_too_large: 413,
  not_found: 404,
  service_unavailable: 503,
  internal_error: 500,
  unauthorized: 401,
  too_many_requests: 429,
  user_already_exists: 409,
  invalid_credentials: 400,
  consent_required: 400,
  weak_password: 422,
  session_not_found: 401,
  invalid_token: 400,
  hashing_busy: 503,
  recent_sign_in_required: 403,
  email_change_link_used: 410,
  provider_not_configured: 404,
  provider_unavailable: 503,
  invalid_oauth_state: 400,
  oauth_cancelled: 400,
  oauth_failed: 400,
  email_required: 400,
  unexpected: 500,
  session_limit_reached: 403,
  plan_not_found: 404,
  invalid_plan_change: 409,
  nothing_to_cancel: 409,
  nothing_to_resume: 409,
  preview_used: 409,
  order_not_found: 404,
  amount_mismatch: 400,
  order_superseded: 409,
  payment_failed: 402,
  payment_provider_unavailable: 503,
  refund_window_passed: 409,
  already_refunded: 409,
  payment_method_in_use: 409,
  plan_required: 403,
  daily_text_limit_reached: 403,
  session_ended: 409,
  too_short: 409,
  session_open: 409,
  booster_locked: 403,
  not_admin: 403,
  admin_too_new: 403,
  admin_session_stale: 403,
  too_many_admin_actions: 429,
  confirmation_mismatch: 400,
};

/** A code this gateway does not know (a newer service) is a 500, logged with its errorId. */
export function httpStatusOf(code: string): number {
  return Object.hasOwn(ERROR_HTTP_STATUS, code) ? ERROR_HTTP_STATUS[code as ErrorCode] : 500;
}
