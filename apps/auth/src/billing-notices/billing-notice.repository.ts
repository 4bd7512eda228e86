import { EntityManager } from 'typeorm';
import type { BillingNoticeRecipient } from './billing-notice-recipient';

/** What a billing e-mail needs of the account: its address, language and zone. */
export class BillingNoticeRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Where a billing e-mail goes and in which language; null once the account is gone. */
  async recipientOf(userId: string): Promise<BillingNoticeRecipient | null> {
    const [account]: { email: string; language: string | null; timezone: string | null }[] =
      await this.manager.query(
        `SELECT u."email", p."language", p."timezone" FROM "auth"."users" u
     LEFT JOIN "auth"."user_preferences" p ON p."user_id" = u."id"
     WHERE u."id" = $1 AND u."deleted_at" IS NULL`,
        [userId],
      );
    if (!account) return null;
    return {
      email: account.email,
      locale: account.language === 'ko' ? 'ko' : 'en',
      timeZone: account.timezone || 'Asia/Seoul',
    };
  }
}
