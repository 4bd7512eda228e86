import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's X-Request-Id when it is a sane token (no log injection), else makes one. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
