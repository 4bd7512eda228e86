import { Injectable } from '@nestjs/common';
import { type AdminUserDetail, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { AdminGate } from '../access/admin-gate';
import { AuditLog } from '../audit/audit-log';
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
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async execute(adminId: string, targetId: string): Promise<AdminUserDetail> {
    await this.gate.check(adminId, 'fresh');
    const account = await this.targets.require(adminId, targetId);
    const subscription = await this.rpc.request(
      RpcPattern.billingAdminSubscription,
      { userId: targetId },
      { userId: adminId },
    );
    const [admin]: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM "admin"."admin_users" WHERE "user_id" = $1`,
      [targetId],
    );
    await this.dataSource.transaction((manager) =>
      this.audit.write(manager, { adminId, action: 'user.view', targetUserId: targetId }),
    );
    return { user: { ...account, isAdmin: admin !== undefined }, subscription };
  }
}
