import { Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  ADMIN_USER_DELETE_REQUESTED_V1,
  type AdminActionResult,
  deletionPhrase,
} from '@maeum/contracts';
import { AdminGate } from '../access/admin-gate';
import { ConfirmationMismatchError } from '../access/admin-errors';
import { AdminUnitOfWork } from '../admin.unit-of-work';
import { writeAudit } from '../audit/audit-log';
import { TargetAccounts } from './target-accounts';

/**
 * DELETE /api/admin/users/:id { confirmation: "DELETE-<email>" } (spec §5): only with the exact
 * phrase, with the user list's access (activity within 30 minutes), within the action limit. The
 * audit row and `admin.user.delete.requested.v1` commit together; auth then deletes the account by
 * the self-deletion path (sessions ended, keys shredded, `auth.user.deleted.v1` to every service;
 * payment records kept, pseudonymised, for 5 years).
 */
@Injectable()
export class DeleteUserUseCase {
  private readonly logger = new Logger(DeleteUserUseCase.name);

  constructor(
    private readonly gate: AdminGate,
    private readonly targets: TargetAccounts,
    private readonly unitOfWork: AdminUnitOfWork,
  ) {}

  async execute(adminId: string, targetId: string, confirmation: string): Promise<AdminActionResult> {
    await this.gate.check(adminId, 'fresh');
    const account = await this.targets.require(adminId, targetId);
    if (confirmation !== deletionPhrase(account.email)) throw new ConfirmationMismatchError();
    const audit = await this.unitOfWork.run(async (scope) => {
      await this.gate.claimAction(scope, adminId);
      const row = await writeAudit(scope, {
        adminId,
        action: 'user.delete',
        targetUserId: targetId,
        details: { accountCreatedAt: account.createdAt },
      });
      await scope.outbox.add(
        ADMIN_USER_DELETE_REQUESTED_V1,
        { userId: targetId, requestedBy: adminId, requestedAt: row.createdAt },
        { actorId: adminId },
      );
      return row;
    });
    this.logger.log({ adminId, targetId }, 'Admin deleted a user');
    return { message: ADMIN_MESSAGES.userDeleted, audit };
  }
}
