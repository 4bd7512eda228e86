import { createHash, randomBytes } from 'node:crypto';

/** Spec section 9: a reset link is valid for 15 minutes. */
export const RESET_TOKEN_TTL_MINUTES = 15;

/** Only this digest is stored; the token itself exists in the e-mail alone. */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}
