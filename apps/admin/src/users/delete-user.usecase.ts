import { Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  ADMIN_USER_DELETE_REQUESTED_V1,
  type AdminActionResult,
  deletionPhrase,
} from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource } from 'typeorm';
import { AdminGate } from '../access/admin-gate';
import { ConfirmationMismatchError } from '../access/admin-errors';
import { AuditLog } from '../audit/audit-log';
import { TargetAccounts } from './target-accounts';

/**
 * DELETE /api/admin/users/:id { confirmation: "DELETE-<email>" } (spec §5): only with the exact
 * phrase, with the user list's access (activity within 30 minutes), within the action limit. The
 * audit row and `admin.user.delete.requested.v1` commit together; auth then deletes the account by
 * the self-deletion path (sessions ended, keys shredded, `auth.user.deleted.v1` to every service;
 * payment records kept as DECISIONS.md says).
 */
@Injectable()
export class DeleteUserUseCase {
  private readonly logger = new Logger(DeleteUserUseCase.name);

  constructor(
    private readonly gate: AdminGate,
    private readonly targets: TargetAccounts,
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly outbox: Outbox,
  ) {}

  async execute(adminId: string, targetId: string, confirmation: string): Promise<AdminActionResult> {
    await this.gate.check(adminId, 'fresh');
    const account = await this.targets.require(adminId, targetId);
    if (confirmation !== deletionPhrase(account.email)) throw new ConfirmationMismatchError();
    const audit = await this.dataSource.transaction(async (manager) => {
      await this.gate.claimAction(manager, adminId);
      const row = await this.audit.write(manager, {
        adminId,
        action: 'user.delete',
        targetUserId: targetId,
        details: { accountCreatedAt: account.createdAt },
      });
      await this.outbox.add(
        manager,
        ADMIN_USER_DELETE_REQUESTED_V1,
        { userId: targetId, requestedBy: adminId, requestedAt: row.createdAt },
        { actorId: adminId },
      );
      return row;
    });
    this.outbox.notifyCommitted();
    this.logger.log({ adminId, targetId }, 'Admin deleted a user');
    return { message: ADMIN_MESSAGES.userDeleted, audit };
  }
}
