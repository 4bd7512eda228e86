import type { EmailLocale } from '@maeum/contracts';
import { EntityManager } from 'typeorm';
import type { AuthConfig } from '../auth.config';

export interface BillingNoticeRecipient {
  email: string;
  locale: EmailLocale;
  /** The person's zone as stored (auth's default is UTC); the PDF falls back on a bad one. */
  timeZone: string;
}

/** Where a billing e-mail goes and in which language; null once the account is gone. */
export async function billingNoticeRecipient(
  manager: EntityManager,
  userId: string,
): Promise<BillingNoticeRecipient | null> {
  const [account]: { email: string; language: string | null; timezone: string | null }[] =
    await manager.query(
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

/** Plans & Billing, the page every billing e-mail links to. */
export const billingPageUrl = (config: AuthConfig) =>
  `${config.PUBLIC_URL.replace(/\/+$/, '')}/plans-and-billing`;
