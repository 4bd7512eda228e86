import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobName, type JobOf, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { Job } from 'bullmq';
import { JobHandler } from '@maeum/service-kit';
import { Mailer } from './mailer';
import { paymentReceiptEmail } from './templates/payment-receipt.template';

/**
 * Sends the receipt of one verified payment with its invoice PDF, then has billing record that it
 * went out (Plans & Billing says "e-mailed"). A job whose invoice is marked already sends nothing.
 * What remains: a worker that dies between the SMTP answer and the mark sends it again on the
 * retry, the one window no mail server lets us close.
 */
@Injectable()
export class SendReceiptHandler implements JobHandler<typeof JobName.sendReceipt> {
  readonly jobName = JobName.sendReceipt;
  private readonly logger = new Logger(SendReceiptHandler.name);

  constructor(
    @Inject(RpcClient) private readonly rpc: RpcClient,
    private readonly mailer: Mailer,
  ) {}

  async handle(job: Job<JobOf<typeof JobName.sendReceipt>>): Promise<{ sent: boolean }> {
    const { to, locale, timeZone, userId, invoiceId, link } = job.data;
    const receipt = await this.rpc.request(
      RpcPattern.invoicesReceipt,
      { userId, invoiceId, locale, timeZone },
      { timeoutMs: 30_000 },
    );
    if (receipt.emailedAt) {
      this.logger.log({ jobId: job.id, invoiceId }, 'Receipt sent already');
      return { sent: false };
    }
    await this.mailer.send(to, paymentReceiptEmail(locale, receipt, link), [
      {
        filename: receipt.filename,
        content: Buffer.from(receipt.contentBase64, 'base64'),
        contentType: 'application/pdf',
      },
    ]);
    if (!this.mailer.delivers) {
      // Development without SMTP_HOST: built, not sent, so the invoice does not claim it was e-mailed.
      this.logger.log({ jobId: job.id, invoiceId }, 'Receipt not sent (no SMTP_HOST)');
      return { sent: false };
    }
    await this.rpc.request(RpcPattern.invoicesMarkEmailed, { userId, invoiceId });
    this.logger.log({ jobId: job.id, invoiceId, locale }, 'Receipt sent');
    return { sent: true };
  }
}
