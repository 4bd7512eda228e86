import { Injectable, Logger } from '@nestjs/common';
import { EmailLocale } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { SecurityEvents } from '../security-events/security-events';
import { EmailQueue } from './email-queue';
import { newResetToken, RESET_TOKEN_TTL_MINUTES } from './reset-token';

interface AccountRow {
  id: string;
  email: string;
  language: string | null;
}

/**
 * Starts a password reset (also how an account made with Google or Kakao gets a password). The
 * caller learns nothing about whether the e-mail has an account: the same statements run either
 * way — without an account they touch no rows — and the answer is the same; only a known account
 * gets an e-mail.
 */
@Injectable()
export class ForgotPasswordUseCase {
  private readonly logger = new Logger(ForgotPasswordUseCase.name);
  private readonly resetPageUrl: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly emails: EmailQueue,
    private readonly securityEvents: SecurityEvents,
    config: AuthConfig,
  ) {
    // From configuration, never from the request's Host header.
    this.resetPageUrl = `${config.PUBLIC_URL.replace(/\/+$/, '')}/reset-password`;
  }

  async execute(email: string, userAgent?: string): Promise<void> {
    const [account]: AccountRow[] = await this.dataSource.query(
      `SELECT u."id", u."email", p."language" FROM "auth"."users" u
       LEFT JOIN "auth"."user_preferences" p ON p."user_id" = u."id"
       WHERE lower(u."email") = lower($1) AND u."deleted_at" IS NULL`,
      [email],
    );
    const userId = account?.id ?? null;
    const { token, tokenHash } = newResetToken();
    const tokenId = await this.dataSource.transaction(async (manager) => {
      // One live link per account: a new request retires the older ones.
      await manager.query(
        `UPDATE "auth"."password_reset_tokens" SET "expires_at" = now()
         WHERE "user_id" = $1 AND "used_at" IS NULL AND "expires_at" > now()`,
        [userId],
      );
      const [inserted]: { id: string }[] = await manager.query(
        `INSERT INTO "auth"."password_reset_tokens" ("user_id", "token_hash", "expires_at")
         SELECT "id", $2, now() + make_interval(mins => $3) FROM "auth"."users" WHERE "id" = $1
         RETURNING "id"`,
        [userId, tokenHash, RESET_TOKEN_TTL_MINUTES],
      );
      await this.securityEvents.record('password_reset_requested', userId, {}, userAgent, manager);
      return inserted?.id;
    });
    if (!account || !tokenId) return;

    const locale: EmailLocale = account.language === 'ko' ? 'ko' : 'en';
    try {
      await this.emails.send(`password-reset-${tokenId}`, {
        to: account.email,
        locale,
        template: 'password-reset',
        link: `${this.resetPageUrl}?token=${token}`,
      });
    } catch (error) {
      // An error here would tell the caller that the account exists. The link is lost; the user
      // can ask for another one.
      this.logger.error(
        { userId: account.id, reason: (error as Error).message },
        'Could not queue the password-reset e-mail',
      );
    }
  }
}
