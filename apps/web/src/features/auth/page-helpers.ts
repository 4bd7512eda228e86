import { isApiError } from '../../shared/api/http';
import { safeRedirect } from './safe-redirect';

/** How long a 429 without a Retry-After header blocks the form. */
export const RETRY_AFTER_FALLBACK_MS = 60_000;

/** How long a 429 asks us to wait: its Retry-After, else a minute. */
export function retryAfterOf(error: unknown): number {
  return isApiError(error) && error.retryAfterMs !== undefined ? error.retryAfterMs : RETRY_AFTER_FALLBACK_MS;
}

/** `path`, carrying on a safe `redirect` parameter so the user still ends up where they were going. */
export function withRedirect(path: string, redirect: string | null): string {
  if (!redirect) return path;
  const target = safeRedirect(redirect, '');
  return target ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}
