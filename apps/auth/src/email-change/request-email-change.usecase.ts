import { Injectable, Logger } from '@nestjs/common';
import { EMAIL_CHANGE_LINK_HOURS, EmailLocale, RequestEmailChangeDto, SendEmailJob } from '@maeum/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { emailSkeleton } from '../accounts/email-skeleton';
import { assertRecentProof } from '../accounts/owner-proof';
import { AuthConfig } from '../auth.config';
import { EmailQueue } from '../recovery/email-queue';
import { SecurityEvents } from '../security-events/security-events';
import { SessionNotFoundError } from '../sign-in-sessions/session.errors';
import { newEmailChangeToken } from './email-change-token';
import { SameEmailError } from './email-change.errors';

interface AccountRow {
  email: string;
  password_hash: string | null;
  language: string | null;
  signed_in_at: Date | null;
}

export interface EmailChangeCaller {
  userId: string;
  sessionId?: string;
  userAgent?: string;
}

/**
 * POST /api/me/email: the account keeps its address; the new one gets a link, the old one a
 * notice. The caller proves to be the owner (password, or a fresh sign-in without one), so a stolen
 * access token alone cannot move the account. The answer is the same whether or not the new
 * address has an account: only the e-mail to that address says so.
 */
@Injectable()
export class RequestEmailChangeUseCase {
  private readonly logger = new Logger(RequestEmailChangeUseCase.name);
  private readonly publicUrl: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly emails: EmailQueue,
    private readonly securityEvents: SecurityEvents,
    config: AuthConfig,
  ) {
    // From configuration, never from the request's Host header.
    this.publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  async execute(caller: EmailChangeCaller, input: RequestEmailChangeDto): Promise<void> {
    const [account]: AccountRow[] = await this.dataSource.query(
      `SELECT u."email", u."password_hash", p."language", s."created_at" AS "signed_in_at"
       FROM "auth"."users" u
       LEFT JOIN "auth"."user_preferences" p ON p."user_id" = u."id"
       LEFT JOIN "auth"."sessions" s ON s."id" = $2 AND s."user_id" = u."id" AND s."revoked_at" IS NULL
       WHERE u."id" = $1 AND u."deleted_at" IS NULL`,
      [caller.userId, caller.sessionId ?? null],
    );
    if (!account) throw new SessionNotFoundError();
    await assertRecentProof(account, input.currentPassword);
    if (account.email.toLowerCase() === input.newEmail.toLowerCase()) throw new SameEmailError();

    const { token, tokenHash } = newEmailChangeToken();
    const requestId = randomUUID();
    const taken = await this.dataSource.transaction(async (manager) => {
      const [owner]: unknown[] = await manager.query(
        `SELECT 1 FROM "auth"."users" WHERE (lower("email") = lower($1) OR "email_skeleton" = $2) AND "deleted_at" IS NULL`,
        [input.newEmail, emailSkeleton(input.newEmail)],
      );
      // One live link per account: a new request replaces the older one.
      await manager.query(
        `DELETE FROM "auth"."email_change_requests" WHERE "user_id" = $1 AND "used_at" IS NULL`,
        [caller.userId],
      );
      if (!owner)
        await manager.query(
          `INSERT INTO "auth"."email_change_requests" ("id", "user_id", "new_email", "token_hash", "expires_at")
           VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
          [requestId, caller.userId, input.newEmail, tokenHash, EMAIL_CHANGE_LINK_HOURS],
        );
      await this.securityEvents.record(
        'email_change_requested',
        caller.userId,
        {},
        caller.userAgent,
        manager,
      );
      return Boolean(owner);
    });

    const locale: EmailLocale = account.language === 'ko' ? 'ko' : 'en';
    await this.send(`email-change-${requestId}-new`, {
      to: input.newEmail,
      locale,
      ...(taken
        ? { template: 'email-change-taken', link: `${this.publicUrl}/login` }
        : { template: 'email-change-confirm', link: `${this.publicUrl}/confirm-email?token=${token}` }),
    });
    await this.send(`email-change-${requestId}-old`, {
      to: account.email,
      locale,
      template: 'email-change-notice',
      link: `${this.publicUrl}/forgot-password`,
    });
  }

  private async send(jobId: string, email: SendEmailJob): Promise<void> {
    try {
      await this.emails.send(jobId, email);
    } catch (error) {
      // An error here would differ between a free and a taken address; the user can ask again.
      this.logger.error(
        { jobId, template: email.template, reason: (error as Error).message },
        'Could not queue an e-mail-change e-mail',
      );
    }
  }
}
