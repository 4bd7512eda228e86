import { Injectable } from '@nestjs/common';
import { type AdminActionResult, type AdminPlanRequest, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { AdminGate } from '../access/admin-gate';
import { AdminUnitOfWork } from '../admin.unit-of-work';
import { writeAudit } from '../audit/audit-log';
import { TargetAccounts } from './target-accounts';

/**
 * POST /api/admin/users/:id/plan { planId, reason }: grants a plan (Lite is reachable only this
 * way) or, with `free`, ends a granted one. Billing makes the change (it owns
 * subscriptions; the user sees "granted" in Plans & Billing). The audit row is written in a
 * transaction that commits only after billing answered, so a refused change leaves no row.
 */
@Injectable()
export class GrantPlanUseCase {
  constructor(
    private readonly gate: AdminGate,
    private readonly targets: TargetAccounts,
    private readonly rpc: RpcClient,
    private readonly unitOfWork: AdminUnitOfWork,
  ) {}

  async execute(adminId: string, targetId: string, request: AdminPlanRequest): Promise<AdminActionResult> {
    await this.gate.check(adminId, 'panel');
    await this.targets.require(adminId, targetId);
    const ending = request.planId === 'free';
    const audit = await this.unitOfWork.run(async (scope) => {
      await this.gate.claimAction(scope, adminId);
      const before = await this.rpc.request(
        RpcPattern.billingAdminSubscription,
        { userId: targetId },
        { userId: adminId },
      );
      const row = await writeAudit(scope, {
        adminId,
        action: ending ? 'plan.end' : 'plan.grant',
        targetUserId: targetId,
        details: { planId: request.planId, previousPlanId: before.planId, reason: request.reason },
      });
      await this.rpc.request(
        RpcPattern.billingAdminGrantPlan,
        { userId: targetId, planId: request.planId, reason: request.reason },
        { userId: adminId },
      );
      return row;
    });
    return {
      message: ending
        ? 'The granted plan has ended; the user is on Free.'
        : `Plan granted: ${request.planId}.`,
      audit,
    };
  }
}
