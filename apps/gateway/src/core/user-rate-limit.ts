import { HttpException, HttpStatus } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayRuntime } from './gateway-runtime';

/**
 * So many calls a minute per signed-in user, counted in Redis across gateway replicas (in memory
 * while Redis is away); past it, a 429 `too_many_requests` with the message and when to retry.
 */
export class UserRateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(
    runtime: GatewayRuntime,
    name: string,
    perMinute: number,
    private readonly message: string,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: runtime.redis,
      keyPrefix: `${runtime.config.MESSAGING_NAMESPACE}:rl:${name}`,
      points: perMinute,
      duration: 60,
      insuranceLimiter: new RateLimiterMemory({ points: perMinute, duration: 60 }),
    });
  }

  async consume(userId: string): Promise<void> {
    try {
      await this.limiter.consume(userId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new HttpException(
        {
          code: 'too_many_requests',
          message: this.message,
          retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000),
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}
