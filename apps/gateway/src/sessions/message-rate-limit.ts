import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { UserRateLimit } from '../core/user-rate-limit';

/** Messages one user may send to the companion a minute, whatever the browser counts. */
export const MESSAGES_PER_MINUTE = 20;

@Injectable()
export class MessageRateLimit extends UserRateLimit {
  constructor(@Inject(GATEWAY_RUNTIME) runtime: GatewayRuntime) {
    super(
      runtime,
      'chat-messages',
      MESSAGES_PER_MINUTE,
      'You are sending messages very quickly. Please take a breath and try again in a moment.',
    );
  }
}
