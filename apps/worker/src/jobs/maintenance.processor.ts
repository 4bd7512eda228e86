import { OnWorkerEvent, Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { QueueName } from '@maeum/contracts';
import { Job } from 'bullmq';
import { DispatchingProcessor, jobWorkerOptions } from '@maeum/service-kit';

@Processor(QueueName.maintenance, jobWorkerOptions())
export class MaintenanceProcessor extends DispatchingProcessor {
  private readonly logger = new Logger(MaintenanceProcessor.name);

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error) {
    this.logger.warn(
      { jobId: job?.id, job: job?.name, attempts: job?.attemptsMade, reason: error.message },
      'Job failed',
    );
  }
}
