import { RATE_LIMITS, SIGN_IN_PER_IP_LIMIT, type RateLimitRule } from '@maeum/api-types';
import { EMAIL_CHANGE_LIMIT } from '@maeum/api-types';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';

export type LimitedAction =
  'loginPerAccount' | 'loginPerIp' | 'signupPerIp' | 'resetPerEmail' | 'resetPerIp' | 'emailChangePerAccount';

const limit = ({ maxAttempts, windowMs }: RateLimitRule) => ({
  points: maxAttempts,
  seconds: windowMs / 1000,
});

// The spec's numbers (section 9), which the browser counts too. Windows, not lock-outs.
const LIMITS: Record<LimitedAction, { points: number; seconds: number }> = {
  loginPerAccount: limit(RATE_LIMITS.signIn),
  loginPerIp: limit(SIGN_IN_PER_IP_LIMIT),
  signupPerIp: limit(RATE_LIMITS.signUp),
  resetPerEmail: limit(RATE_LIMITS.passwordReset),
  resetPerIp: limit(RATE_LIMITS.passwordReset),
  emailChangePerAccount: limit(EMAIL_CHANGE_LIMIT),
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
