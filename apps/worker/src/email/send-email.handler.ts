import { Injectable, Logger } from '@nestjs/common';
import { JobName, SendEmailJob } from '@maeum/contracts';
import { Job } from 'bullmq';
import { JobHandler } from '@maeum/service-kit';
import { renderEmail } from './email-templates';
import { Mailer } from './mailer';

/**
 * Renders and sends one e-mail. The job id is deterministic (one per reset link), so the same
 * e-mail is queued once; a retry after a failed attempt sends it then.
 */
@Injectable()
export class SendEmailHandler implements JobHandler<typeof JobName.sendEmail> {
  readonly jobName = JobName.sendEmail;
  private readonly logger = new Logger(SendEmailHandler.name);

  constructor(private readonly mailer: Mailer) {}

  async handle(job: Job<SendEmailJob>): Promise<{ messageId: string }> {
    const { to, locale, template, link } = job.data;
    const content = renderEmail(template, locale, link);
    const sent = await this.mailer.send(to, content);
    if (this.mailer.delivers) {
      this.logger.log({ jobId: job.id, template, locale }, 'E-mail sent');
    } else {
      // Development only (no SMTP_HOST): the link is in the log so the developer can open it.
      this.logger.log(
        { to, subject: content.subject, link },
        'E-mail not sent (no SMTP_HOST): open its link to continue',
      );
    }
    return sent;
  }
}
