import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';

/** Messages one user may send to the companion a minute, whatever the browser counts. */
export const MESSAGES_PER_MINUTE = 20;

@Injectable()
export class MessageRateLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(GATEWAY_RUNTIME) runtime: GatewayRuntime) {
    this.limiter = new RateLimiterRedis({
      storeClient: runtime.redis,
      keyPrefix: `${runtime.config.MESSAGING_NAMESPACE}:rl:chat-messages`,
      points: MESSAGES_PER_MINUTE,
      duration: 60,
      insuranceLimiter: new RateLimiterMemory({ points: MESSAGES_PER_MINUTE, duration: 60 }),
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
          message: 'You are sending messages very quickly. Please take a breath and try again in a moment.',
          retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000),
        },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}
