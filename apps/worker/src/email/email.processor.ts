import { OnWorkerEvent, Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { QueueName } from '@maeum/contracts';
import { Job } from 'bullmq';
import { DispatchingProcessor, jobWorkerOptions } from '@maeum/service-kit';

/** Runs the jobs of the `email` queue through their handlers. */
@Processor(QueueName.email, jobWorkerOptions())
export class EmailProcessor extends DispatchingProcessor {
  private readonly logger = new Logger(EmailProcessor.name);

  // Ids and counts only: the job's data holds an address and a live link.
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error) {
    this.logger.warn(
      { jobId: job?.id, job: job?.name, attempts: job?.attemptsMade, reason: error.message },
      'E-mail job failed',
    );
  }
}
