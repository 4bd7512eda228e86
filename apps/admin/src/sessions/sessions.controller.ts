import { Controller } from '@nestjs/common';
import { ADMIN_SESSIONS_LIST_SIZE, type AdminSessionRow, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcClient, RpcHandler } from '@maeum/messaging';
import { AdminGate } from '../access/admin-gate';

/** GET /api/admin/sessions: the latest 100 companion sessions (type, mode, times, counts; no content). */
@Controller()
export class AdminSessionsController {
  constructor(
    private readonly gate: AdminGate,
    private readonly rpc: RpcClient,
  ) {}

  @RpcHandler(RpcPattern.adminSessionsList)
  async list(_request: void, call: RpcCallContext): Promise<AdminSessionRow[]> {
    const adminId = call.callerId();
    await this.gate.check(adminId, 'panel');
    return this.rpc.request(
      RpcPattern.sessionsAdminLatest,
      { limit: ADMIN_SESSIONS_LIST_SIZE },
      { userId: adminId },
    );
  }
}
