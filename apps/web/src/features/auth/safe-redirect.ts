import { DEFAULT_SIGNED_IN_PATH, safeRedirectPath } from '@maeum/api-types';

const ORIGIN = 'https://maeum.invalid';
// Sending someone back to a sign-in page after signing in would loop.
const AUTH_PAGES = new Set(['/enhanced-login', '/signup', '/auth']);

/**
 * The `redirect` parameter, when it is a path on this site other than a sign-in page; otherwise
 * /dashboard. A path passes the gateway's own rule (safeRedirectPath, which the social sign-in
 * applies on its way back) or not at all, so both ways of signing in end on the same page:
 * '//evil.com', '/\evil.com' and 'https://evil.com' all leave the site in a browser, and so do
 * control characters that browsers strip.
 */
export function safeRedirect(
  value: string | null | undefined,
  fallback: string = DEFAULT_SIGNED_IN_PATH,
): string {
  if (!value || safeRedirectPath(value) !== value) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN || AUTH_PAGES.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/enhanced-login?redirect=<path+search>` for a visitor stopped at `path`. */
export function signInPathFor(pathWithSearch: string): string {
  return `/enhanced-login?redirect=${encodeURIComponent(pathWithSearch)}`;
}
