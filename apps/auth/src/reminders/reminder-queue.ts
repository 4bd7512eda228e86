import { Injectable } from '@nestjs/common';
import { JobName, SendEmailJob, SendPushJob } from '@maeum/contracts';
import { EmailQueue } from '../recovery/email-queue';

const OPTIONS = {
  attempts: 4,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { age: 2 * 24 * 60 * 60 },
  removeOnFail: { age: 24 * 60 * 60 },
} as const;

/**
 * A reminder's e-mail and push, handed to the worker on its `email` queue. The job ids name the
 * person and their local day, and finished jobs are kept two days: the same day's reminder is
 * queued once even if the pass runs again before it is marked sent.
 */
@Injectable()
export class ReminderQueue {
  constructor(private readonly producer: EmailQueue) {}

  email(userId: string, day: string, email: SendEmailJob): Promise<void> {
    return this.producer.enqueue(
      JobName.sendEmail,
      email,
      { jobId: `reminder-${userId}-${day}`, ...OPTIONS },
      'E-mail',
    );
  }

  push(userId: string, day: string, push: SendPushJob): Promise<void> {
    return this.producer.enqueue(
      JobName.sendPush,
      push,
      { jobId: `push-${userId}-${day}`, ...OPTIONS },
      'Push',
    );
  }
}
