import { Injectable } from '@nestjs/common';
import { ADMIN_ROLE_CHANGED_V1, type AdminAuditRow, CommonErrorCode, RpcPattern } from '@maeum/contracts';
import { RpcClient, RpcError } from '@maeum/messaging';
import { AdminUnitOfWork } from '../admin.unit-of-work';
import { writeAudit } from '../audit/audit-log';

/**
 * `npm run admin:grant -- <email>` / `admin:revoke`: the operator makes or unmakes an admin from the
 * command line. The row, its audit entry (by the operator: no admin id) and `admin.role.changed.v1`
 * (auth's isAdmin flag) commit together. Granting an admin again, or revoking a non-admin, changes
 * nothing and is still recorded.
 */
@Injectable()
export class OperatorGrantUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly unitOfWork: AdminUnitOfWork,
  ) {}

  async execute(email: string, grant: boolean, reason?: string): Promise<AdminAuditRow> {
    const account = await this.rpc.request(RpcPattern.authAdminAccountsGet, { email });
    if (!account) throw new RpcError(CommonErrorCode.notFound, `No account with the e-mail ${email}`);
    return this.unitOfWork.run(async (scope) => {
      const changed = grant
        ? await scope.admins.grant(account.id, account.createdAt)
        : await scope.admins.revoke(account.id);
      const entry = await writeAudit(scope, {
        adminId: null,
        action: grant ? 'admin.grant' : 'admin.revoke',
        targetUserId: account.id,
        details: { by: 'operator', changed, ...(reason ? { reason } : {}) },
      });
      await scope.outbox.add(ADMIN_ROLE_CHANGED_V1, {
        userId: account.id,
        isAdmin: grant,
        changedAt: entry.createdAt,
      });
      return entry;
    });
  }
}
