import { Injectable } from '@nestjs/common';
import { type AdminUserDetail, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { AdminGate } from '../access/admin-gate';
import { AdminUnitOfWork } from '../admin.unit-of-work';
import { writeAudit } from '../audit/audit-log';
import { TargetAccounts } from './target-accounts';

/**
 * GET /api/admin/users/:id: the account, its plan and usage. Never what the person wrote (the
 * chat, journal and context stay sealed and are not asked for). Needs the user list's access; audited.
 */
@Injectable()
export class GetUserUseCase {
  constructor(
    private readonly gate: AdminGate,
    private readonly targets: TargetAccounts,
    private readonly rpc: RpcClient,
    private readonly unitOfWork: AdminUnitOfWork,
  ) {}

  async execute(adminId: string, targetId: string): Promise<AdminUserDetail> {
    await this.gate.check(adminId, 'fresh');
    const account = await this.targets.require(adminId, targetId);
    const subscription = await this.rpc.request(
      RpcPattern.billingAdminSubscription,
      { userId: targetId },
      { userId: adminId },
    );
    const isAdmin = await this.unitOfWork.direct().admins.exists(targetId);
    await this.unitOfWork.run((scope) =>
      writeAudit(scope, { adminId, action: 'user.view', targetUserId: targetId }),
    );
    return { user: { ...account, isAdmin }, subscription };
  }
}
