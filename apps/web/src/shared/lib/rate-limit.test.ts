import { describe, expect, it } from 'vitest';
import {
  RATE_LIMIT_STORAGE_KEY,
  attemptRateLimited,
  blockRateLimited,
  cleanupRateLimits,
  formatRetryAfter,
  getRateLimitStatus,
  resetRateLimit,
} from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('client-side rate limits', () => {
  it('allows five sign-ins in 15 minutes, blocks the sixth, and unblocks when the window passes', () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(attemptRateLimited('signIn', start + attempt * MINUTE).blocked).toBe(false);
    }

    const sixth = attemptRateLimited('signIn', start + 5 * MINUTE);
    expect(sixth).toEqual({ blocked: true, retryAfterMs: 10 * MINUTE, remaining: 0 });
    expect(getRateLimitStatus('signIn', start + 15 * MINUTE - 1).blocked).toBe(true);

    expect(attemptRateLimited('signIn', start + 15 * MINUTE)).toEqual({
      blocked: false,
      retryAfterMs: 0,
      remaining: 5,
    });
    expect(getRateLimitStatus('signIn', start + 15 * MINUTE).remaining).toBe(4);
  });

  it('has the spec limits for sign-up, password reset and general, and admin actions share general', () => {
    const exhaust = (action: Parameters<typeof attemptRateLimited>[0], times: number) => {
      for (let i = 0; i < times; i += 1) attemptRateLimited(action, start);
      return getRateLimitStatus(action, start);
    };
    expect(exhaust('signUp', 3)).toMatchObject({ blocked: true, retryAfterMs: 60 * MINUTE });
    expect(exhaust('passwordReset', 3)).toMatchObject({ blocked: true, retryAfterMs: 60 * MINUTE });
    expect(exhaust('general', 9)).toMatchObject({ blocked: false, remaining: 1 });
    expect(exhaust('adminAction', 10)).toMatchObject({ blocked: true, retryAfterMs: 5 * MINUTE });
  });

  it("blocks for as long as a server 429's Retry-After asks", () => {
    blockRateLimited('signIn', 90_000, start);

    expect(getRateLimitStatus('signIn', start + 89_999)).toMatchObject({ blocked: true, retryAfterMs: 1 });
    expect(getRateLimitStatus('signIn', start + 90_000).blocked).toBe(false);
  });

  it('starts afresh after a reset', () => {
    for (let i = 0; i < 5; i += 1) attemptRateLimited('signIn', start);
    resetRateLimit('signIn', start);
    expect(getRateLimitStatus('signIn', start)).toMatchObject({ blocked: false, remaining: 5 });
  });

  it('keeps its entries in localStorage, and drops those idle for 24 hours at most once an hour', () => {
    attemptRateLimited('signUp', start);
    attemptRateLimited('signIn', start + 2 * HOUR);
    const stored = () =>
      Object.keys(JSON.parse(localStorage.getItem(RATE_LIMIT_STORAGE_KEY)!).entries).sort();
    expect(stored()).toEqual(['signIn', 'signUp']);

    getRateLimitStatus('general', start + 23.5 * HOUR);
    expect(stored()).toEqual(['signIn', 'signUp']);

    // The sign-up entry is now 24 h idle, but the last cleanup was only half an hour ago.
    getRateLimitStatus('general', start + 24 * HOUR);
    expect(stored()).toEqual(['signIn', 'signUp']);

    getRateLimitStatus('general', start + 24.5 * HOUR);
    expect(stored()).toEqual(['signIn']);

    cleanupRateLimits(start + 26 * HOUR);
    expect(stored()).toEqual([]);
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem(RATE_LIMIT_STORAGE_KEY, '{not json');
    expect(attemptRateLimited('signIn', start).blocked).toBe(false);
  });

  it('shows the time left as minutes and seconds', () => {
    expect(formatRetryAfter(12 * MINUTE + 31_000)).toBe('12:31');
    expect(formatRetryAfter(59_001)).toBe('1:00');
    expect(formatRetryAfter(0)).toBe('0:00');
  });
});
