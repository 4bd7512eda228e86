import { OnWorkerEvent, Processor } from '@nestjs/bullmq';
import { Logger, Type } from '@nestjs/common';
import type { QueueName } from '@maeum/contracts';
import { Job } from 'bullmq';
import { DispatchingProcessor } from './dispatching-processor';
import { jobWorkerOptions } from './job-worker-options';

/**
 * The processor of one queue run by a service in its worker role: dispatch to the service's
 * handlers, and log a failure by ids only (a job's data may hold what the service keeps sealed).
 */
export function queueProcessor(queue: QueueName): Type<DispatchingProcessor> {
  @Processor(queue, jobWorkerOptions())
  class QueueProcessor extends DispatchingProcessor {
    private readonly logger = new Logger(`${queue}-jobs`);

    @OnWorkerEvent('failed')
    onFailed(job: Job | undefined, error: Error) {
      this.logger.warn(
        { jobId: job?.id, job: job?.name, attempts: job?.attemptsMade, reason: error.message },
        `Job of the ${queue} queue failed`,
      );
    }
  }
  return QueueProcessor;
}
