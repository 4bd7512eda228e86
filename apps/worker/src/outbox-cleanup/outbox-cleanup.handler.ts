import { Inject, Injectable, Logger } from '@nestjs/common';
import { DOMAIN_SERVICES, JobName, JobOf, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { Job } from 'bullmq';
import { JobHandler } from '@maeum/service-kit';

/**
 * Asks every service to delete its sent outbox rows older than the retention. Each service owns
 * its tables, so the worker goes through NATS rather than into their schemas. Safe to repeat.
 */
@Injectable()
export class OutboxCleanupHandler implements JobHandler<typeof JobName.outboxCleanup> {
  readonly jobName = JobName.outboxCleanup;
  private readonly logger = new Logger(OutboxCleanupHandler.name);

  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  async handle(job: Job<JobOf<typeof JobName.outboxCleanup>>): Promise<Record<string, number>> {
    const results = await Promise.allSettled(
      DOMAIN_SERVICES.map((service) =>
        this.rpc.request(
          RpcPattern.outboxCleanup(service),
          { olderThanDays: job.data.olderThanDays },
          { timeoutMs: 60_000 },
        ),
      ),
    );
    const deleted: Record<string, number> = {};
    const failed: string[] = [];
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') deleted[DOMAIN_SERVICES[i]] = result.value.deleted;
      else failed.push(DOMAIN_SERVICES[i]);
    });
    this.logger.log({ deleted, failed }, 'Outbox cleanup pass');
    // The services that answered are done; a retry repeats them harmlessly and reaches the rest.
    if (failed.length) throw new Error(`Outbox cleanup could not reach: ${failed.join(', ')}`);
    return deleted;
  }
}
