import { Injectable } from '@nestjs/common';
import { ResetPasswordDto } from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { WeakPasswordError } from '../accounts/auth.exception';
import { hashPassword } from '../accounts/password-hasher';
import { weakPasswordReasons } from '../accounts/password-policy';
import { SecurityEvents } from '../security-events/security-events';
import { SessionStore } from '../sign-in-sessions/session-store';
import { InvalidResetTokenError } from './recovery.exception';
import { hashResetToken } from './reset-token';

interface ResetTokenRow {
  id: string;
  user_id: string;
  email: string;
  full_name: string;
}

/**
 * Sets a new password from a reset link: single use, within its 15 minutes. Every session of the
 * account ends, so whoever may have had the old password is signed out everywhere at once.
 */
@Injectable()
export class ResetPasswordUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionStore,
    private readonly securityEvents: SecurityEvents,
  ) {}

  async execute(input: ResetPasswordDto, userAgent?: string): Promise<void> {
    const tokenHash = hashResetToken(input.token);
    // A first look without a lock, so the slow password hashing runs outside the transaction.
    const found = await this.usableToken(this.dataSource.manager, tokenHash, false);
    if (!found) throw new InvalidResetTokenError();
    const reasons = weakPasswordReasons(input.password, [found.email, found.full_name]);
    if (reasons.length) throw new WeakPasswordError(reasons);
    const passwordHash = await hashPassword(input.password);

    await this.dataSource.transaction(async (manager) => {
      // Locked and checked again: of two resets racing with one link, only one goes through.
      const token = await this.usableToken(manager, tokenHash, true);
      if (!token) throw new InvalidResetTokenError();
      // The link came through the mailbox, which confirms the address.
      await manager.query(
        `UPDATE "auth"."users" SET "password_hash" = $2, "password_changed_at" = now(), "updated_at" = now(),
           "email_confirmed_at" = COALESCE("email_confirmed_at", now()) WHERE "id" = $1`,
        [token.user_id, passwordHash],
      );
      await manager.query(`UPDATE "auth"."password_reset_tokens" SET "used_at" = now() WHERE "id" = $1`, [
        token.id,
      ]);
      await manager.query(
        `UPDATE "auth"."password_reset_tokens" SET "expires_at" = now()
         WHERE "user_id" = $1 AND "used_at" IS NULL AND "expires_at" > now()`,
        [token.user_id],
      );
      await this.securityEvents.record('password_reset_completed', token.user_id, {}, userAgent, manager);
      // Before the commit: if the sessions cannot be ended, the password stays as it was and the
      // link still works for another try.
      await this.sessions.revoke(token.user_id, undefined, 'global', 'password_reset');
    });
  }

  private async usableToken(
    manager: EntityManager,
    tokenHash: string,
    lock: boolean,
  ): Promise<ResetTokenRow | undefined> {
    const [row]: ResetTokenRow[] = await manager.query(
      `SELECT t."id", t."user_id", u."email", u."full_name"
       FROM "auth"."password_reset_tokens" t JOIN "auth"."users" u ON u."id" = t."user_id"
       WHERE t."token_hash" = $1 AND t."used_at" IS NULL AND t."expires_at" > now()
       ${lock ? 'FOR UPDATE OF t' : ''}`,
      [tokenHash],
    );
    return row;
  }
}
