import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { UserRateLimit } from '../core/user-rate-limit';

/** Emoji echoes one user may ask a minute: each may call the model. */
export const EMOJI_ECHOES_PER_MINUTE = 10;
/** Booster events one user may store a minute: the widgets send a few a session, never a stream. */
export const BOOSTER_EVENTS_PER_MINUTE = 60;

@Injectable()
export class EmojiEchoRateLimit extends UserRateLimit {
  constructor(@Inject(GATEWAY_RUNTIME) runtime: GatewayRuntime) {
    super(
      runtime,
      'emoji-echo',
      EMOJI_ECHOES_PER_MINUTE,
      'That is a lot of echoes in a minute. Take a breath and pick another emoji in a moment.',
    );
  }
}

@Injectable()
export class BoosterEventRateLimit extends UserRateLimit {
  constructor(@Inject(GATEWAY_RUNTIME) runtime: GatewayRuntime) {
    super(runtime, 'booster-events', BOOSTER_EVENTS_PER_MINUTE, 'Too many booster events. Please slow down.');
  }
}
