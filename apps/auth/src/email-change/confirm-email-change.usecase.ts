import { Injectable } from '@nestjs/common';
import { EmailChangeConfirmed } from '@maeum/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { emailSkeleton } from '../accounts/email-skeleton';
import { SecurityEvents } from '../security-events/security-events';
import { hashEmailChangeToken } from './email-change-token';
import {
  EmailChangeLinkUsedError,
  InvalidEmailChangeLinkError,
  NewEmailTakenError,
} from './email-change.errors';

interface RequestRow {
  id: string;
  user_id: string;
  new_email: string;
  used: boolean;
  live: boolean;
}

const UNIQUE_VIOLATION = '23505';

/**
 * POST /api/auth/confirm-email: the link from the new address moves the account to it, once and
 * within its time. The link itself proves the mailbox, so the new address is confirmed; if another
 * account took the address meanwhile, nothing changes.
 */
@Injectable()
export class ConfirmEmailChangeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly securityEvents: SecurityEvents,
  ) {}

  async execute(token: string, userAgent?: string): Promise<EmailChangeConfirmed> {
    const tokenHash = hashEmailChangeToken(token);
    try {
      return await this.dataSource.transaction((manager) => this.confirm(manager, tokenHash, userAgent));
    } catch (error) {
      // Another account took the address between our check and the update.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new NewEmailTakenError();
      throw error;
    }
  }

  private async confirm(
    manager: EntityManager,
    tokenHash: string,
    userAgent?: string,
  ): Promise<EmailChangeConfirmed> {
    // Locked: of two uses of one link racing, the second sees it used.
    const [request]: RequestRow[] = await manager.query(
      `SELECT r."id", r."user_id", r."new_email", r."used_at" IS NOT NULL AS "used", r."expires_at" > now() AS "live"
       FROM "auth"."email_change_requests" r JOIN "auth"."users" u ON u."id" = r."user_id"
       WHERE r."token_hash" = $1 AND u."deleted_at" IS NULL
       FOR UPDATE OF r`,
      [tokenHash],
    );
    if (!request) throw new InvalidEmailChangeLinkError();
    if (request.used) throw new EmailChangeLinkUsedError();
    if (!request.live) throw new InvalidEmailChangeLinkError();
    const [owner]: unknown[] = await manager.query(
      `SELECT 1 FROM "auth"."users"
       WHERE (lower("email") = lower($1) OR "email_skeleton" = $3) AND "deleted_at" IS NULL AND "id" <> $2`,
      [request.new_email, request.user_id, emailSkeleton(request.new_email)],
    );
    if (owner) throw new NewEmailTakenError();
    await manager
      .query(
        `UPDATE "auth"."users" SET "email" = $2, "email_skeleton" = $3, "email_confirmed_at" = now(), "updated_at" = now() WHERE "id" = $1`,
        [request.user_id, request.new_email, emailSkeleton(request.new_email)],
      )
      .catch((error: { code?: string }) => {
        // Another account took the address (or a look-alike of it) in the same moment.
        if (error.code === '23505') throw new NewEmailTakenError();
        throw error;
      });
    await manager.query(`UPDATE "auth"."email_change_requests" SET "used_at" = now() WHERE "id" = $1`, [
      request.id,
    ]);
    // Only the used link stays (to answer "already used"); no older address lingers here.
    await manager.query(`DELETE FROM "auth"."email_change_requests" WHERE "user_id" = $1 AND "id" <> $2`, [
      request.user_id,
      request.id,
    ]);
    await this.securityEvents.record('email_change_confirmed', request.user_id, {}, userAgent, manager);
    return { email: request.new_email };
  }
}
