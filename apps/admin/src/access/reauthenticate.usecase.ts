import { Injectable } from '@nestjs/common';
import { type AdminAccessView, RpcHeader, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { AdminUnitOfWork } from '../admin.unit-of-work';
import { writeAudit } from '../audit/audit-log';
import { AdminGate } from './admin-gate';

/**
 * POST /api/admin/session: the admin re-enters the password (spec §4: user-list access only while
 * the last activity is under 30 minutes); auth checks it, and the 30 minutes start again. Audited.
 */
@Injectable()
export class ReauthenticateUseCase {
  constructor(
    private readonly gate: AdminGate,
    private readonly rpc: RpcClient,
    private readonly unitOfWork: AdminUnitOfWork,
  ) {}

  async execute(userId: string, password: string | undefined, sessionId?: string): Promise<AdminAccessView> {
    const caller = await this.gate.check(userId, 'panel');
    await this.rpc.request(RpcPattern.authAdminProof, password === undefined ? {} : { password }, {
      userId,
      headers: { [RpcHeader.sessionId]: sessionId },
    });
    const now = new Date();
    await this.unitOfWork.run(async (scope) => {
      await scope.admins.touch(userId, now);
      await writeAudit(scope, {
        adminId: userId,
        action: 'admin.reauthenticate',
        targetUserId: userId,
      });
    });
    return this.gate.view({ ...caller, lastActiveAt: now }, now);
  }
}
