import { Controller } from '@nestjs/common';
import {
  AdminAccountLookupDto,
  type AdminAccountRow,
  AdminAccountSearchDto,
  type AdminDayCount,
  AdminOverviewDaysDto,
  AdminProofDto,
  RpcHeader,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { proveOwner } from '../accounts/owner-proof';
import { AuthUnitOfWork } from '../auth.unit-of-work';
import type { AccountRecord } from './admin-accounts.repository';

const toRow = (r: AccountRecord): AdminAccountRow => ({
  id: r.id,
  email: r.email,
  createdAt: r.created_at.toISOString(),
  lastSignInAt: r.last_sign_in_at?.toISOString() ?? null,
  emailConfirmedAt: r.email_confirmed_at?.toISOString() ?? null,
});

/**
 * The admin service's reads of accounts (its rules are checked there; no gateway route leads here):
 * the user list by e-mail prefix in keyset order, one account, the overview's daily counts, and the
 * calling admin's password check. Reads on the pool, one statement each.
 */
@Controller()
export class AdminAccountsController {
  constructor(private readonly unitOfWork: AuthUnitOfWork) {}

  @RpcHandler(RpcPattern.authAdminAccountsSearch)
  async search(input: AdminAccountSearchDto): Promise<AdminAccountRow[]> {
    const after =
      input.afterEmail !== undefined && input.afterId !== undefined
        ? { email: input.afterEmail, id: input.afterId }
        : undefined;
    const rows = await this.unitOfWork.direct().adminAccounts.search(input.prefix, input.limit, after);
    return rows.map(toRow);
  }

  @RpcHandler(RpcPattern.authAdminAccountsGet)
  async get(input: AdminAccountLookupDto): Promise<AdminAccountRow | null> {
    if (!input.id && !input.email) return null;
    const { adminAccounts } = this.unitOfWork.direct();
    const row = input.id
      ? await adminAccounts.findById(input.id)
      : await adminAccounts.findByEmail(input.email!);
    return row ? toRow(row) : null;
  }

  /** The operator's overview: sign-ups and accounts that signed in, per day (UTC), counts only. */
  @RpcHandler(RpcPattern.authAdminDaily)
  async daily(
    input: AdminOverviewDaysDto,
  ): Promise<{ signUps: AdminDayCount[]; activeUsers: AdminDayCount[] }> {
    const { adminAccounts } = this.unitOfWork.direct();
    const [signUps, activeUsers] = await Promise.all([
      adminAccounts.signUpsPerDay(input.days),
      adminAccounts.activeUsersPerDay(input.days),
    ]);
    return { signUps, activeUsers };
  }

  /** The password of the calling admin (an account without one: a sign-in in the last 5 minutes). */
  @RpcHandler(RpcPattern.authAdminProof)
  async proof(input: AdminProofDto, call: RpcCallContext): Promise<{ proven: true }> {
    await proveOwner(
      this.unitOfWork.direct().proofs,
      {
        userId: call.callerId(),
        sessionId: call.header(RpcHeader.sessionId),
        currentPassword: input?.password,
      },
      'Please sign in again, then return to the admin panel.',
    );
    return { proven: true };
  }
}
