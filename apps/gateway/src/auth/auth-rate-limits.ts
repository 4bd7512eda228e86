import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';

export type LimitedAction = 'loginPerAccount' | 'loginPerIp' | 'signupPerIp' | 'resetPerEmail' | 'resetPerIp';

// The spec's numbers (section 9), enforced here as well as in the browser. Windows, not lock-outs.
const LIMITS: Record<LimitedAction, { points: number; seconds: number }> = {
  loginPerAccount: { points: 5, seconds: 15 * 60 },
  loginPerIp: { points: 50, seconds: 15 * 60 },
  signupPerIp: { points: 3, seconds: 60 * 60 },
  resetPerEmail: { points: 3, seconds: 60 * 60 },
  resetPerIp: { points: 3, seconds: 60 * 60 },
};

const MESSAGES: Partial<Record<LimitedAction, string>> = {
  loginPerAccount: 'Too many login attempts. Please wait a moment and try again.',
  loginPerIp: 'Too many login attempts. Please wait a moment and try again.',
};

/** Keys never hold an e-mail in clear. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

@Injectable()
export class AuthRateLimits {
  private readonly limiters: Record<LimitedAction, RateLimiterRedis>;

  constructor(@Inject(GATEWAY_RUNTIME) runtime: GatewayRuntime) {
    const prefix = `${runtime.config.MESSAGING_NAMESPACE}:rl`;
    this.limiters = Object.fromEntries(
      Object.entries(LIMITS).map(([action, { points, seconds }]) => [
        action,
        new RateLimiterRedis({
          storeClient: runtime.redis,
          keyPrefix: `${prefix}:${action}`,
          points,
          duration: seconds,
          // If Redis is unreachable the limits still hold, per gateway process.
          insuranceLimiter: new RateLimiterMemory({ points, duration: seconds }),
        }),
      ]),
    ) as Record<LimitedAction, RateLimiterRedis>;
  }

  /** Counts one attempt against every key given; 429 with Retry-After when any is spent. */
  async consume(attempts: [LimitedAction, string][]): Promise<void> {
    const results = await Promise.allSettled(
      attempts.map(([action, key]) => this.limiters[action].consume(digest(key))),
    );
    let waitMs = 0;
    let message = 'Too many requests. Please wait a moment and try again.';
    results.forEach((result, i) => {
      if (result.status === 'rejected' && result.reason instanceof RateLimiterRes) {
        if (result.reason.msBeforeNext > waitMs) {
          waitMs = result.reason.msBeforeNext;
          message = MESSAGES[attempts[i][0]] ?? message;
        }
      } else if (result.status === 'rejected') throw result.reason;
    });
    if (waitMs > 0) {
      const retryAfterSeconds = Math.ceil(waitMs / 1000);
      throw new HttpException(
        { code: 'too_many_requests', message, retryAfterSeconds },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}
