import { Injectable } from '@nestjs/common';
import type { LimitsView, SessionType } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';

/** check_subscription_limits (spec 001 §7), asked of billing before a session and each message. */
@Injectable()
export class PlanLimits {
  constructor(private readonly rpc: RpcClient) {}

  check(userId: string, type: SessionType): Promise<LimitsView> {
    return this.rpc.request('billing.limits.check', { type }, { userId });
  }
}
