import { Injectable, Logger } from '@nestjs/common';
import { AccountDeletionResult, USER_DELETED_V1 } from '@maeum/contracts';
import { Outbox } from '@maeum/messaging';
import { DataSource, EntityManager } from 'typeorm';
import { AuthDataKeys } from '../data-keys/auth-data-keys';
import { SessionStore } from '../sign-in-sessions/session-store';
import { AuthUnitOfWork } from '../auth.unit-of-work';
import { proveOwner, type ProofRequest } from '../accounts/owner-proof';

// The user's personal rows in auth, deleted at once. Sessions and the minimal users row stay (no
// personal data left in them) until the purge, so a retried request can still end the sessions.
// The security log stays too, for the 30 days the privacy policy names, to look into abuse.
const PERSONAL_TABLES = [
  'user_profiles',
  'user_preferences',
  'user_context',
  'consents',
  'oauth_identities',
  'password_reset_tokens',
  'email_change_requests',
  'admin_users',
  'page_visits',
  'reminder_settings',
  'push_subscriptions',
];

/**
 * DELETE /api/me, with a recent proof (the password, or a sign-in in the last 5 minutes): marks the account deleted, removes its personal rows in auth and announces
 * `auth.user.deleted.v1` so every other service deletes its rows; then ends every session so each
 * access token fails at once. The row is hard-deleted by the account-purge job 30 days later.
 * Repeating the call is harmless: an already deleted account only has its sessions ended again.
 */
@Injectable()
export class DeleteAccountUseCase {
  private readonly logger = new Logger(DeleteAccountUseCase.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly unitOfWork: AuthUnitOfWork,
    private readonly sessions: SessionStore,
    private readonly keys: AuthDataKeys,
  ) {}

  async execute(userId: string, proof: Omit<ProofRequest, 'userId'> = {}): Promise<AccountDeletionResult> {
    // Checked before the transaction: the password hash takes a while, and holds no lock.
    await proveOwner(
      this.unitOfWork.direct().proofs,
      { userId, ...proof },
      'Please sign in again, then delete your account.',
    );
    const deleted = await this.dataSource.transaction((manager) => this.deleteIn(manager, userId, userId));
    if (deleted) this.outbox.notifyCommitted();
    await this.endSessions(userId);
    if (deleted) this.logger.log({ userId }, 'Account deleted');
    return { status: 'deleted' };
  }

  /**
   * An admin's deletion (`admin.user.delete.requested.v1`; the admin service checked the rules and
   * the typed confirmation, and audited it): the same as above without the owner's proof. Its own
   * transaction, committed before the sessions end (ending them updates the rows it locks).
   */
  async executeForAdmin(userId: string, adminId: string): Promise<boolean> {
    const deleted = await this.dataSource.transaction((manager) => this.deleteIn(manager, userId, adminId));
    if (deleted) this.outbox.notifyCommitted();
    await this.endSessions(userId);
    if (deleted) this.logger.log({ userId, adminId }, 'Account deleted by an admin');
    return deleted;
  }

  /**
   * The deletion itself, in the caller's transaction: the self-deletion above, and an admin's
   * (`admin.user.delete.requested.v1`, typed confirmation checked by the admin service). False when
   * the account was already gone. `actorId` is who asked (the user, or the admin).
   */
  private async deleteIn(manager: EntityManager, userId: string, actorId: string): Promise<boolean> {
    // The lock makes two concurrent deletions announce the event once.
    const [user]: { deleted_at: Date | null }[] = await manager.query(
      `SELECT "deleted_at" FROM "auth"."users" WHERE "id" = $1 FOR UPDATE`,
      [userId],
    );
    if (!user || user.deleted_at) return false;
    const deletedAt = new Date();
    await manager.query(
      `UPDATE "auth"."users" SET "deleted_at" = $2, "email" = $3, "full_name" = '', "password_hash" = NULL, "updated_at" = now() WHERE "id" = $1`,
      [userId, deletedAt, deletedAddress(userId)],
    );
    for (const table of PERSONAL_TABLES)
      await manager.query(`DELETE FROM "auth"."${table}" WHERE "user_id" = $1`, [userId]);
    // Shredding the key leaves nothing sealed with it readable, wherever a copy of it lies.
    await this.keys.destroy(manager, userId);
    await manager.query(
      `DELETE FROM "auth"."refresh_tokens" WHERE "session_id" IN (SELECT "id" FROM "auth"."sessions" WHERE "user_id" = $1)`,
      [userId],
    );
    await manager.query(
      `UPDATE "auth"."sessions" SET "user_agent" = NULL, "revoked_at" = COALESCE("revoked_at", now()), "revoked_reason" = COALESCE("revoked_reason", 'account_deleted')
       WHERE "user_id" = $1`,
      [userId],
    );
    await this.outbox.add(
      manager,
      USER_DELETED_V1,
      { userId, deletedAt: deletedAt.toISOString() },
      { actorId },
    );
    return true;
  }

  /**
   * Marks every session of the account in Redis so its access tokens fail at once (the gateway
   * checks the mark). A session started by a sign-in racing the deletion is ended here too.
   */
  private async endSessions(userId: string): Promise<void> {
    await this.sessions.revoke(userId, undefined, 'global', 'account_deleted');
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT "id" FROM "auth"."sessions" WHERE "user_id" = $1`,
      [userId],
    );
    await this.sessions.revokeSessions(
      rows.map((r) => r.id),
      'account_deleted',
    );
  }
}

/** What the users row keeps in place of the e-mail: nothing that points at the person (.invalid never resolves). */
export const deletedAddress = (userId: string) => `deleted-${userId}@deleted.invalid`;
