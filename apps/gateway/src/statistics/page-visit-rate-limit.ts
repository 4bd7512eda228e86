import { Inject, Injectable } from '@nestjs/common';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';
import { UserRateLimit } from '../core/user-rate-limit';

/** Page visits one person may send a minute: one per page stayed on 3 s, never a stream. */
export const PAGE_VISITS_PER_MINUTE = 30;

@Injectable()
export class PageVisitRateLimit extends UserRateLimit {
  constructor(@Inject(GATEWAY_RUNTIME) runtime: GatewayRuntime) {
    super(runtime, 'page-visits', PAGE_VISITS_PER_MINUTE, 'Too many page visits. Please slow down.');
  }
}
