import { useCallback, useEffect, useState } from 'react';
import {
  attemptRateLimited,
  blockRateLimited,
  getRateLimitStatus,
  resetRateLimit,
  type RateLimitAction,
  type RateLimitStatus,
} from './rate-limit';

const TICK_MS = 1000;

export interface RateLimitHandle extends RateLimitStatus {
  /** Counts an attempt; false when the action is blocked (nothing was counted). */
  attempt: () => boolean;
  /** Blocks the action for `durationMs` (a server 429's Retry-After). */
  block: (durationMs: number) => void;
  reset: () => void;
}

/** A form's view of its rate limit, re-read every second while blocked so the countdown moves. */
export function useRateLimit(action: RateLimitAction): RateLimitHandle {
  const [status, setStatus] = useState(() => getRateLimitStatus(action));

  useEffect(() => {
    if (!status.blocked) return;
    const timer = setInterval(() => setStatus(getRateLimitStatus(action)), TICK_MS);
    return () => clearInterval(timer);
  }, [action, status.blocked]);

  const attempt = useCallback(() => {
    const before = attemptRateLimited(action);
    setStatus(getRateLimitStatus(action));
    return !before.blocked;
  }, [action]);

  const block = useCallback(
    (durationMs: number) => {
      blockRateLimited(action, durationMs);
      setStatus(getRateLimitStatus(action));
    },
    [action],
  );

  const reset = useCallback(() => {
    resetRateLimit(action);
    setStatus(getRateLimitStatus(action));
  }, [action]);

  return { ...status, attempt, block, reset };
}
