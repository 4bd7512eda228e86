import { Injectable } from '@nestjs/common';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserPage,
  type AdminUsersQuery,
  CommonErrorCode,
  RpcPattern,
} from '@maeum/contracts';
import { RpcClient, RpcError } from '@maeum/messaging';
import { AdminGate } from '../access/admin-gate';
import { decodeCursor, encodeCursor } from './user-cursor';

/**
 * GET /api/admin/users?q=&cursor=: accounts whose e-mail starts with `q` (any case), by e-mail then
 * id, a page at a time (keyset: the cursor is the last row, so a page costs the same at any depth).
 * Needs activity within 30 minutes. Auth answers the accounts, billing the plans of the page.
 */
@Injectable()
export class SearchUsersUseCase {
  constructor(
    private readonly gate: AdminGate,
    private readonly rpc: RpcClient,
  ) {}

  async execute(userId: string, query: AdminUsersQuery): Promise<AdminUserPage> {
    await this.gate.check(userId, 'fresh');
    const after = decodeCursor(query.cursor);
    if (query.cursor && !after)
      throw new RpcError(CommonErrorCode.validationFailed, 'cursor is not one this list gave');
    const accounts = await this.rpc.request(
      RpcPattern.authAdminAccountsSearch,
      {
        prefix: (query.q ?? '').trim().toLowerCase(),
        ...(after ? { afterEmail: after.email, afterId: after.id } : {}),
        limit: ADMIN_USERS_PAGE_SIZE + 1,
      },
      { userId },
    );
    const page = accounts.slice(0, ADMIN_USERS_PAGE_SIZE);
    const plans =
      page.length === 0
        ? []
        : await this.rpc.request(
            RpcPattern.billingAdminPlansOf,
            { userIds: page.map((a) => a.id) },
            { userId },
          );
    const planOf = new Map(plans.map((plan) => [plan.userId, plan]));
    const last = page.at(-1);
    return {
      users: page.map((account) => ({
        ...account,
        planId: planOf.get(account.id)?.planId ?? 'free',
        planGranted: planOf.get(account.id)?.granted ?? false,
      })),
      nextCursor:
        accounts.length > ADMIN_USERS_PAGE_SIZE && last
          ? encodeCursor({ email: last.email.toLowerCase(), id: last.id })
          : null,
    };
  }
}
