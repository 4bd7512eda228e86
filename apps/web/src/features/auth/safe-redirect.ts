export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

const ORIGIN = 'https://maeum.invalid';
// Sending someone back to a sign-in page after signing in would loop.
const AUTH_PAGES = new Set(['/enhanced-login', '/signup', '/auth']);

/**
 * The `redirect` parameter, when it is a path on this site; otherwise /dashboard. Only a relative
 * path starting with a single '/' passes: '//evil.com', '/\evil.com' and 'https://evil.com' all
 * leave the site in a browser, and so do control characters that browsers strip.
 */
export function safeRedirect(
  value: string | null | undefined,
  fallback: string = DEFAULT_AFTER_SIGN_IN,
): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
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
