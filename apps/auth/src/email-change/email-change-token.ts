// The same kind of link token as a password reset: 32 random bytes, only the SHA-256 stored.
export {
  hashResetToken as hashEmailChangeToken,
  newResetToken as newEmailChangeToken,
} from '../recovery/reset-token';

/** An account without a password proves itself by a sign-in this recent (issue 8). */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;
