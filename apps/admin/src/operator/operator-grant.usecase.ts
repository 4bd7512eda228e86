import { Injectable } from '@nestjs/common';
import { ADMIN_ROLE_CHANGED_V1, type AdminAuditRow, CommonErrorCode, RpcPattern } from '@maeum/contracts';
import { Outbox, RpcClient, RpcError } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { AuditLog } from '../audit/audit-log';

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
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly outbox: Outbox,
  ) {}

  async execute(email: string, grant: boolean, reason?: string): Promise<AdminAuditRow> {
    const account = await this.rpc.request(RpcPattern.authAdminAccountsGet, { email });
    if (!account) throw new RpcError(CommonErrorCode.notFound, `No account with the e-mail ${email}`);
    const row = await this.dataSource.transaction(async (manager) => {
      const changed: unknown[] = grant
        ? await manager.query(
            `INSERT INTO "admin"."admin_users" ("user_id", "account_created_at") VALUES ($1, $2)
             ON CONFLICT ("user_id") DO NOTHING RETURNING "user_id"`,
            [account.id, account.createdAt],
          )
        : await manager.query(`DELETE FROM "admin"."admin_users" WHERE "user_id" = $1 RETURNING "user_id"`, [
            account.id,
          ]);
      const entry = await this.audit.write(manager, {
        adminId: null,
        action: grant ? 'admin.grant' : 'admin.revoke',
        targetUserId: account.id,
        details: { by: 'operator', changed: changed.length > 0, ...(reason ? { reason } : {}) },
      });
      await this.outbox.add(manager, ADMIN_ROLE_CHANGED_V1, {
        userId: account.id,
        isAdmin: grant,
        changedAt: entry.createdAt,
      });
      return entry;
    });
    this.outbox.notifyCommitted();
    return row;
  }
}
