import type { EmailLocale } from '@maeum/contracts';
import type { AuthConfig } from '../auth.config';

/** Read by BillingNoticeRepository.recipientOf. */
export interface BillingNoticeRecipient {
  email: string;
  locale: EmailLocale;
  /** The person's zone as stored (auth's default is UTC); the PDF falls back on a bad one. */
  timeZone: string;
}

/** Plans & Billing, the page every billing e-mail links to. */
export const billingPageUrl = (config: AuthConfig) =>
  `${config.PUBLIC_URL.replace(/\/+$/, '')}/plans-and-billing`;
