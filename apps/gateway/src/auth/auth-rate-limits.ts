import {
  EMAIL_CHANGE_LIMIT,
  RATE_LIMITS,
  SIGN_IN_FAILURES_PER_ACCOUNT_LIMIT,
  SIGN_IN_PER_IP_LIMIT,
  SIGN_IN_PER_KNOWN_DEVICE_LIMIT,
  SIGN_UP_PER_IP_LIMIT,
  type RateLimitRule,
} from '@maeum/api-types';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';

export type LimitedAction =
  | 'loginPerAccountAndIp'
  | 'loginFailuresPerAccount'
  | 'loginPerIp'
  | 'loginPerKnownDevice'
  | 'signupPerIp'
  | 'signupPerDevice'
  | 'resetPerEmail'
  | 'resetPerIp'
  | 'emailChangePerAccount';

const limit = ({ maxAttempts, windowMs }: RateLimitRule) => ({
  points: maxAttempts,
  seconds: windowMs / 1000,
});

// The spec's numbers (section 9), which the browser counts too. Windows, not lock-outs.
const LIMITS: Record<LimitedAction, { points: number; seconds: number }> = {
  loginPerAccountAndIp: limit(RATE_LIMITS.signIn),
  loginFailuresPerAccount: limit(SIGN_IN_FAILURES_PER_ACCOUNT_LIMIT),
  loginPerIp: limit(SIGN_IN_PER_IP_LIMIT),
  loginPerKnownDevice: limit(SIGN_IN_PER_KNOWN_DEVICE_LIMIT),
  signupPerIp: limit(SIGN_UP_PER_IP_LIMIT),
  signupPerDevice: limit(RATE_LIMITS.signUp),
  resetPerEmail: limit(RATE_LIMITS.passwordReset),
  resetPerIp: limit(RATE_LIMITS.passwordReset),
  emailChangePerAccount: limit(EMAIL_CHANGE_LIMIT),
};

const TOO_MANY_SIGN_INS = 'Too many login attempts. Please wait a moment and try again.';
const MESSAGES: Partial<Record<LimitedAction, string>> = {
  loginPerAccountAndIp: TOO_MANY_SIGN_INS,
  loginFailuresPerAccount: TOO_MANY_SIGN_INS,
  loginPerIp: TOO_MANY_SIGN_INS,
  loginPerKnownDevice: TOO_MANY_SIGN_INS,
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

  /**
   * Runs `attempt` under limits that count only the attempts `isFailure` calls failures. Every key
   * is counted first and given back when the attempt turns out not to be a failure (it succeeded,
   * or was refused before anything was checked): counting after the answer would let parallel
   * guesses all pass the check before the counters move.
   */
  async countingFailures<T>(
    attempts: [LimitedAction, string][],
    attempt: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T> {
    let failed = false;
    try {
      await this.consume(attempts);
      return await attempt();
    } catch (error) {
      failed = isFailure(error);
      throw error;
    } finally {
      if (!failed) await this.giveBack(attempts);
    }
  }

  private async giveBack(attempts: [LimitedAction, string][]): Promise<void> {
    // A lost refund costs one attempt of the window, never the answer.
    await Promise.allSettled(attempts.map(([action, key]) => this.limiters[action].reward(digest(key))));
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
