import { OnWorkerEvent, Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { QueueName } from '@maeum/contracts';
import { Job } from 'bullmq';
import { DispatchingProcessor } from '../jobs/dispatching-processor';
import { jobWorkerOptions } from '../jobs/worker-options';

/** Runs the jobs of the `journal` queue (analyses, weekly recaps) through their handlers. */
@Processor(QueueName.journal, jobWorkerOptions())
export class JournalProcessor extends DispatchingProcessor {
  private readonly logger = new Logger(JournalProcessor.name);

  // Ids only: the words stay sealed in the journal service.
  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error) {
    this.logger.warn(
      { jobId: job?.id, job: job?.name, attempts: job?.attemptsMade, reason: error.message },
      'Journal job failed',
    );
  }
}
