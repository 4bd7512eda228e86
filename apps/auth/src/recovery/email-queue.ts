import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { JobName, QueueName, SendEmailJob, SendPushJob, SendReceiptJob } from '@maeum/contracts';
import type { JobsOptions } from 'bullmq';
import { JobProducer } from '@maeum/service-kit';
import { AuthConfig } from '../auth.config';

/**
 * Hands e-mails (and reminder pushes) to the worker through its BullMQ `email` queue: the app's one
 * producer of that queue (JobProducer: a connection of its own, and an add that fails at once while
 * Redis is away instead of holding the caller until it is back).
 */
@Injectable()
export class EmailQueue implements OnApplicationShutdown {
  private readonly producer: JobProducer<SendEmailJob | SendReceiptJob | SendPushJob>;

  constructor(config: AuthConfig) {
    this.producer = new JobProducer(config, QueueName.email, new Logger(EmailQueue.name));
  }

  /** `jobId` is deterministic, so sending the same e-mail twice queues it once. */
  send(jobId: string, email: SendEmailJob): Promise<void> {
    return this.add(JobName.sendEmail, jobId, email);
  }

  /** The receipt of one payment; the job id names the invoice, so it is queued once. */
  sendReceipt(jobId: string, receipt: SendReceiptJob): Promise<void> {
    return this.add(JobName.sendReceipt, jobId, receipt);
  }

  /** Any job of the queue with options of the caller's own (the reminders keep their ids two days). */
  enqueue(
    name: JobName,
    data: SendEmailJob | SendReceiptJob | SendPushJob,
    options: JobsOptions,
    what: string,
  ): Promise<void> {
    return this.producer.add(name, data, options, what);
  }

  private add(
    name: typeof JobName.sendEmail | typeof JobName.sendReceipt,
    jobId: string,
    data: SendEmailJob | SendReceiptJob,
  ): Promise<void> {
    return this.producer.add(
      name,
      data,
      {
        jobId,
        attempts: 5,
        backoff: { type: 'exponential', delay: 5_000 },
        removeOnComplete: true,
        // The data holds a live link: failed jobs are kept only long enough to look into them.
        removeOnFail: { age: 24 * 60 * 60 },
      },
      'E-mail',
    );
  }

  onApplicationShutdown(): Promise<void> {
    return this.producer.close();
  }
}
