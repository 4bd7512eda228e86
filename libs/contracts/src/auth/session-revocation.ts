/**
 * Redis key marking an ended session. Auth sets it (for as long as an access token lives) when a
 * session ends; the gateway refuses access tokens whose `sid` carries the mark.
 * DO NOT RENAME: read and written by different services.
 */
export function revokedSessionKey(namespace: string, sessionId: string): string {
  return `${namespace}:auth:revoked-session:${sessionId}`;
}

export const REFRESH_COOKIE = 'maeum_rt';
export const SECURE_REFRESH_COOKIE = '__Host-maeum_rt';
