export const OAUTH_PROVIDERS = ['google', 'kakao'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/**
 * A path on our own origin: one leading '/', then no '//' or '\' (which browsers read as another
 * host) and no control characters.
 */
export const SAFE_REDIRECT_PATH = /^\/(?![/\\])(?!.*\/\/)[^\\\u0000-\u001f\u007f]*$/;

/** Where to send the browser after sign-in: a safe relative path, else the dashboard. */
export function safeRedirectPath(value: unknown): string {
  return typeof value === 'string' && value.length <= 512 && SAFE_REDIRECT_PATH.test(value)
    ? value
    : DEFAULT_SIGNED_IN_PATH;
}

/** GET /api/auth/providers: which social sign-ins are configured. */
export type OAuthProvidersResult = Record<OAuthProvider, boolean>;
