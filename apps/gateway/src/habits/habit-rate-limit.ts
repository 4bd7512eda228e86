import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { UserRateLimit } from '../core/user-rate-limit';

/** Habit saves one person may make a minute: a check-in is a few taps, never a stream. */
export const HABIT_SAVES_PER_MINUTE = 120;

@Injectable()
export class HabitSaveRateLimit extends UserRateLimit {
  constructor(@Inject(GATEWAY_RUNTIME) runtime: GatewayRuntime) {
    super(runtime, 'habit-saves', HABIT_SAVES_PER_MINUTE, 'Too many habit check-ins. Please slow down.');
  }
}
