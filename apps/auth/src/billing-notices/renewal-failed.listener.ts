import { Inject, Injectable } from '@nestjs/common';
import { EventEnvelope, RENEWAL_FAILED_V1, RenewalFailedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { AUTH_CONFIG, AuthConfig } from '../config/auth-config';
import { EmailQueue } from '../recovery/email-queue';

/**
 * DECISIONS.md "Payments": a refused renewal is told by e-mail. Auth holds the address and the
 * language, so it sends it: 'renewal-failed' while it will be tried again, 'renewal-ended' once
 * the plan is Free. The job id is the event's, so a redelivered event queues one e-mail.
 */
@Injectable()
export class RenewalFailedListener implements EventHandler<typeof RENEWAL_FAILED_V1> {
  readonly subject = RENEWAL_FAILED_V1;
  readonly name = 'email-renewal-failed';
  private readonly billingPageUrl: string;

  constructor(
    private readonly emails: EmailQueue,
    @Inject(AUTH_CONFIG) config: AuthConfig,
  ) {
    this.billingPageUrl = `${config.PUBLIC_URL.replace(/\/+$/, '')}/plans-and-billing`;
  }

  async handle(event: EventEnvelope<RenewalFailedV1>, manager: EntityManager): Promise<void> {
    const [account]: { email: string; language: string | null }[] = await manager.query(
      `SELECT u."email", p."language" FROM "auth"."users" u
       LEFT JOIN "auth"."user_preferences" p ON p."user_id" = u."id"
       WHERE u."id" = $1 AND u."deleted_at" IS NULL`,
      [event.data.userId],
    );
    if (!account) return; // the account is gone: nobody to tell
    await this.emails.send(`renewal-failed-${event.id}`, {
      to: account.email,
      locale: account.language === 'ko' ? 'ko' : 'en',
      template: event.data.nextAttemptAt ? 'renewal-failed' : 'renewal-ended',
      link: this.billingPageUrl,
    });
  }
}
