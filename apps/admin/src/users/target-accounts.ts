import { Injectable } from '@nestjs/common';
import { type AdminAccountRow, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { AdminUserNotFoundError } from '../access/admin-errors';

/** The account an admin acts on, as auth has it now; 404 when there is none (or it was deleted). */
@Injectable()
export class TargetAccounts {
  constructor(private readonly rpc: RpcClient) {}

  async require(adminId: string, targetId: string): Promise<AdminAccountRow> {
    const account = await this.rpc.request(
      RpcPattern.authAdminAccountsGet,
      { id: targetId },
      { userId: adminId },
    );
    if (!account) throw new AdminUserNotFoundError();
    return account;
  }
}
