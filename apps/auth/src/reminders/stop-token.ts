import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'maeum-reminders-stop:';

/**
 * The e-mail's one-tap stop link: `<user id>.<HMAC-SHA256 of it under the person's own stop key>`.
 * The key is random per person and never leaves auth, so a token cannot be made for someone else.
 */
export function signStopToken(userId: string, key: Buffer): string {
  return `${userId}.${mac(userId, key)}`;
}

/** The user id a well-formed token names (its signature is checked with `verifyStopToken`). */
export function stopTokenUser(token: string): string | null {
  const [userId] = token.split('.');
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId ?? '') ? userId : null;
}

export function verifyStopToken(token: string, key: Buffer): boolean {
  const [userId, given] = token.split('.');
  if (!userId || !given) return false;
  const expected = Buffer.from(mac(userId, key));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function mac(userId: string, key: Buffer): string {
  return createHmac('sha256', key)
    .update(PURPOSE + userId)
    .digest('base64url');
}
