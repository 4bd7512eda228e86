import { Injectable } from '@nestjs/common';
import { SIGN_IN_FAILURES_PER_ACCOUNT_LIMIT } from '@maeum/api-types';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { EmailQueue } from '../recovery/email-queue';

/**
 * Tells the owner by e-mail when wrong passwords for their account reach the per-account limit
 * (the point where new devices start to wait): once per window, in their language. Their own
 * devices are never held back by it (the gateway's known-device cookie).
 */
@Injectable()
export class FailedSignInNotice {
  constructor(
    private readonly dataSource: DataSource,
    private readonly emails: EmailQueue,
    private readonly config: AuthConfig,
  ) {}

  async afterFailure(userId: string): Promise<void> {
    const { maxAttempts, windowMs } = SIGN_IN_FAILURES_PER_ACCOUNT_LIMIT;
    const [account]: { failures: number; email: string; language: string | null }[] =
      await this.dataSource.query(
        `SELECT (SELECT count(*)::int FROM "auth"."security_events"
                WHERE "user_id" = u."id" AND "event_type" = 'sign_in_failed'
                  AND "created_at" > now() - make_interval(secs => $2)) AS "failures",
              u."email", p."language"
       FROM "auth"."users" u LEFT JOIN "auth"."user_preferences" p ON p."user_id" = u."id"
       WHERE u."id" = $1 AND u."deleted_at" IS NULL`,
        [userId, windowMs / 1000],
      );
    if (!account || account.failures !== maxAttempts) return;
    // One e-mail per window, even when two failures count the same number at once.
    const window = Math.floor(Date.now() / windowMs);
    await this.emails.send(`sign-in-failures-${userId}-${window}`, {
      to: account.email,
      locale: account.language === 'ko' ? 'ko' : 'en',
      template: 'sign-in-failures',
      link: `${this.config.PUBLIC_URL.replace(/\/+$/, '')}/forgot-password`,
    });
  }
}
