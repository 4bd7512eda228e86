/**
 * The spec's rate limits (doc 1 §9). The gateway enforces them per account, e-mail and address;
 * the browser counts the same numbers to spare a round trip the server would refuse.
 */
const MINUTE_MS = 60_000;

export const RATE_LIMITS = {
  signIn: { maxAttempts: 5, windowMs: 15 * MINUTE_MS },
  signUp: { maxAttempts: 3, windowMs: 60 * MINUTE_MS },
  passwordReset: { maxAttempts: 3, windowMs: 60 * MINUTE_MS },
  general: { maxAttempts: 10, windowMs: 5 * MINUTE_MS },
} as const;

/**
 * Sign-ups from one address across devices: a carrier's shared address or an office holds many
 * people, so the spec's 3 an hour (RATE_LIMITS.signUp) is counted per device (its cookie).
 */
export const SIGN_UP_PER_IP_LIMIT = { maxAttempts: 20, windowMs: 60 * MINUTE_MS } as const;

/** Sign-ins from one address, across accounts (a shared network is not one person). */
export const SIGN_IN_PER_IP_LIMIT = { maxAttempts: 50, windowMs: 15 * MINUTE_MS } as const;

/**
 * Failed sign-ins against one account from all addresses together, so guessing spread over many
 * addresses gets no further than 10 guesses per 15 minutes. A window, never a lock-out: only wrong
 * passwords count, and the owner's right password works again once the window passes. Twice the
 * per-address budget, so one person mistyping from two devices is not stopped by it.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT_LIMIT = { maxAttempts: 10, windowMs: 15 * MINUTE_MS } as const;

/** Wrong passwords from a device that has signed in to the account before: its own budget. */
export const SIGN_IN_PER_KNOWN_DEVICE_LIMIT = RATE_LIMITS.signIn;

export type RateLimitRule = { readonly maxAttempts: number; readonly windowMs: number };
