import { Controller } from '@nestjs/common';
import { ADMIN_OVERVIEW_DAYS, type AdminOverview, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcClient, RpcHandler } from '@maeum/messaging';
import { AdminGate } from '../access/admin-gate';

/**
 * GET /api/admin/overview: the operator's figures for the last 14 days, each from the service that
 * owns it (auth: sign-ups and sign-ins; billing: plan mix, payments and refunds; sessions: the
 * anonymous daily crisis referral counts). Counts only: no person is named. Panel access only.
 */
@Controller()
export class OverviewController {
  constructor(
    private readonly gate: AdminGate,
    private readonly rpc: RpcClient,
  ) {}

  @RpcHandler(RpcPattern.adminOverview)
  async overview(_request: void, call: RpcCallContext): Promise<AdminOverview> {
    const adminId = call.callerId();
    await this.gate.check(adminId, 'panel');
    const days = ADMIN_OVERVIEW_DAYS;
    const [accounts, billing, crisisReferrals] = await Promise.all([
      this.rpc.request(RpcPattern.authAdminDaily, { days }, { userId: adminId }),
      this.rpc.request(RpcPattern.billingAdminOverview, { days }, { userId: adminId }),
      this.rpc.request(RpcPattern.sessionsAdminReferrals, { days }, { userId: adminId }),
    ]);
    return { days, ...accounts, ...billing, crisisReferrals };
  }
}
