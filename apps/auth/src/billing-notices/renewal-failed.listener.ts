import { Injectable } from '@nestjs/common';
import { EventEnvelope, RENEWAL_FAILED_V1, RenewalFailedV1 } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { AuthConfig } from '../auth.config';
import { EmailQueue } from '../recovery/email-queue';
import { billingPageUrl } from './billing-notice-recipient';
import { BillingNoticeRepository } from './billing-notice.repository';

/**
 * A refused renewal is told by e-mail. Auth holds the address and the
 * language, so it sends it: 'renewal-failed' while it will be tried again, 'renewal-ended' once
 * the plan is Free. The job id is the event's, so a redelivered event queues one e-mail.
 */
@Injectable()
export class RenewalFailedListener implements EventHandler<typeof RENEWAL_FAILED_V1> {
  readonly subject = RENEWAL_FAILED_V1;
  readonly name = 'email-renewal-failed';

  constructor(
    private readonly emails: EmailQueue,
    private readonly config: AuthConfig,
  ) {}

  async handle(event: EventEnvelope<RenewalFailedV1>, manager: EntityManager): Promise<void> {
    const recipient = await new BillingNoticeRepository(manager).recipientOf(event.data.userId);
    if (!recipient) return; // the account is gone: nobody to tell
    await this.emails.send(`renewal-failed-${event.id}`, {
      to: recipient.email,
      locale: recipient.locale,
      template: event.data.nextAttemptAt ? 'renewal-failed' : 'renewal-ended',
      link: billingPageUrl(this.config),
    });
  }
}
