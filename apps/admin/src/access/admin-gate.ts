import { Injectable } from '@nestjs/common';
import {
  ADMIN_ACTION_WINDOW_MS,
  ADMIN_ACTIONS_PER_WINDOW,
  ADMIN_MIN_ACCOUNT_AGE_MS,
  ADMIN_SESSION_TIMEOUT_MS,
  type AdminAccessView,
  RATE_LIMITED_ADMIN_ACTIONS,
} from '@maeum/contracts';
import type { AuditLogRepository } from '../audit/audit-log.repository';
import { AdminUnitOfWork } from '../admin.unit-of-work';
import {
  AdminSessionStaleError,
  AdminTooNewError,
  NotAdminError,
  TooManyAdminActionsError,
} from './admin-errors';
import type { AdminUsersRepository } from './admin-users.repository';

/** What a route needs (spec §6 "Admin rules"): the panel, or the panel and activity within 30 minutes. */
export type AdminNeed = 'panel' | 'fresh';

export interface AdminCaller {
  userId: string;
  grantedAt: Date;
  lastActiveAt: Date | null;
}

/** How finely activity is recorded: a fresh session's 30 minutes may end up to this much early. */
const ACTIVITY_GRANULARITY_MS = 30_000;

const isFresh = (lastActiveAt: Date | null, now: number) =>
  lastActiveAt !== null && now - lastActiveAt.getTime() < ADMIN_SESSION_TIMEOUT_MS;

/**
 * Every admin rule, on the server, read from admin_users on every request (so a demotion counts
 * from the next request): role admin, an account at least 24 hours old, and for the user list and
 * deletion activity within 30 minutes. Activity is what a fresh admin does; a stale session is
 * only revived by re-entering the password (admin.reauthenticate).
 */
@Injectable()
export class AdminGate {
  constructor(private readonly unitOfWork: AdminUnitOfWork) {}

  async check(userId: string, need: AdminNeed, now = new Date()): Promise<AdminCaller> {
    const { admins } = this.unitOfWork.direct();
    const row = await admins.findAdmin(userId);
    if (!row) throw new NotAdminError();
    const oldEnoughAt = row.account_created_at.getTime() + ADMIN_MIN_ACCOUNT_AGE_MS;
    if (oldEnoughAt > now.getTime()) throw new AdminTooNewError(new Date(oldEnoughAt));
    const fresh = isFresh(row.last_active_at, now.getTime());
    if (need === 'fresh' && !fresh) throw new AdminSessionStaleError();
    if (fresh) {
      // Activity is kept to the half minute: a burst of requests writes the row once, not each time.
      if (now.getTime() - row.last_active_at!.getTime() < ACTIVITY_GRANULARITY_MS)
        return { userId, grantedAt: row.created_at, lastActiveAt: row.last_active_at };
      await admins.touch(userId, now);
      return { userId, grantedAt: row.created_at, lastActiveAt: now };
    }
    return { userId, grantedAt: row.created_at, lastActiveAt: row.last_active_at };
  }

  view(caller: AdminCaller, now = new Date()): AdminAccessView {
    const fresh = isFresh(caller.lastActiveAt, now.getTime());
    return {
      userId: caller.userId,
      role: 'admin',
      grantedAt: caller.grantedAt.toISOString(),
      sessionFresh: fresh,
      freshUntil:
        fresh && caller.lastActiveAt
          ? new Date(caller.lastActiveAt.getTime() + ADMIN_SESSION_TIMEOUT_MS).toISOString()
          : null,
    };
  }

  /**
   * In the unit of work of an action that changes something: locks the admin's row (a demotion or
   * a concurrent action waits) and refuses the 11th such action within 5 minutes.
   */
  async claimAction(
    { admins, audit }: { admins: AdminUsersRepository; audit: AuditLogRepository },
    userId: string,
    now = new Date(),
  ): Promise<void> {
    if (!(await admins.lockAdmin(userId))) throw new NotAdminError();
    const since = new Date(now.getTime() - ADMIN_ACTION_WINDOW_MS);
    const { count, oldest } = await audit.countSince(userId, RATE_LIMITED_ADMIN_ACTIONS, since);
    if (count >= ADMIN_ACTIONS_PER_WINDOW) {
      const freeAt = (oldest ?? now).getTime() + ADMIN_ACTION_WINDOW_MS;
      throw new TooManyAdminActionsError(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
    }
  }
}
