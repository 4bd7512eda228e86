import { Injectable } from '@nestjs/common';
import {
  ADMIN_ACTION_WINDOW_MS,
  ADMIN_ACTIONS_PER_WINDOW,
  ADMIN_MIN_ACCOUNT_AGE_MS,
  ADMIN_SESSION_TIMEOUT_MS,
  type AdminAccessView,
  RATE_LIMITED_ADMIN_ACTIONS,
} from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import {
  AdminSessionStaleError,
  AdminTooNewError,
  NotAdminError,
  TooManyAdminActionsError,
} from './admin-errors';

interface AdminRecord {
  user_id: string;
  account_created_at: Date;
  created_at: Date;
  last_active_at: Date | null;
}

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
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async check(userId: string, need: AdminNeed, now = new Date()): Promise<AdminCaller> {
    const [row]: AdminRecord[] = await this.dataSource.query(
      `SELECT "user_id", "account_created_at", "created_at", "last_active_at" FROM "admin"."admin_users"
        WHERE "user_id" = $1 AND "role" = 'admin'`,
      [userId],
    );
    if (!row) throw new NotAdminError();
    const oldEnoughAt = row.account_created_at.getTime() + ADMIN_MIN_ACCOUNT_AGE_MS;
    if (oldEnoughAt > now.getTime()) throw new AdminTooNewError(new Date(oldEnoughAt));
    const fresh = isFresh(row.last_active_at, now.getTime());
    if (need === 'fresh' && !fresh) throw new AdminSessionStaleError();
    if (fresh) {
      // Activity is kept to the half minute: a burst of requests writes the row once, not each time.
      if (now.getTime() - row.last_active_at!.getTime() < ACTIVITY_GRANULARITY_MS)
        return { userId, grantedAt: row.created_at, lastActiveAt: row.last_active_at };
      await this.touch(this.dataSource.manager, userId, now);
      return { userId, grantedAt: row.created_at, lastActiveAt: now };
    }
    return { userId, grantedAt: row.created_at, lastActiveAt: row.last_active_at };
  }

  /** Marks activity now: the 30 minutes start again. */
  async touch(manager: EntityManager, userId: string, now = new Date()): Promise<void> {
    await manager.query(
      `UPDATE "admin"."admin_users" SET "last_active_at" = GREATEST(coalesce("last_active_at", $2), $2) WHERE "user_id" = $1`,
      [userId, now],
    );
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
   * In the transaction of an action that changes something: locks the admin's row (a demotion or
   * a concurrent action waits) and refuses the 11th such action within 5 minutes.
   */
  async claimAction(manager: EntityManager, userId: string, now = new Date()): Promise<void> {
    const locked: unknown[] = await manager.query(
      `SELECT 1 FROM "admin"."admin_users" WHERE "user_id" = $1 AND "role" = 'admin' FOR UPDATE`,
      [userId],
    );
    if (locked.length === 0) throw new NotAdminError();
    const since = new Date(now.getTime() - ADMIN_ACTION_WINDOW_MS);
    const { count, oldest } = await this.audit.countSince(manager, userId, RATE_LIMITED_ADMIN_ACTIONS, since);
    if (count >= ADMIN_ACTIONS_PER_WINDOW) {
      const freeAt = (oldest ?? now).getTime() + ADMIN_ACTION_WINDOW_MS;
      throw new TooManyAdminActionsError(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
    }
  }
}
