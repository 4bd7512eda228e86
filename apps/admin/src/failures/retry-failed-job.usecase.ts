import { Injectable } from '@nestjs/common';
import type { AdminActionResult } from '@maeum/contracts';
import { AdminGate } from '../access/admin-gate';
import { FailedJobNotFoundError } from '../access/admin-errors';
import { AdminUnitOfWork } from '../admin.unit-of-work';
import { writeAudit } from '../audit/audit-log';
import { FailureSources, orUnavailable } from './failure-sources';

/**
 * POST /api/admin/failed-jobs/:queue/:jobId/retry: sends one failed job back to its queue with its
 * attempts counted afresh. BullMQ moves it out of the failed set atomically, so a second retry
 * (a double click, another admin) finds nothing to retry and writes no audit row.
 */
@Injectable()
export class RetryFailedJobUseCase {
  constructor(
    private readonly gate: AdminGate,
    private readonly sources: FailureSources,
    private readonly unitOfWork: AdminUnitOfWork,
  ) {}

  async execute(adminId: string, queue: string, jobId: string): Promise<AdminActionResult> {
    await this.gate.check(adminId, 'panel');
    const job = await orUnavailable('redis', () => this.sources.jobs.get(queue, jobId));
    if (!job) throw new FailedJobNotFoundError();
    const audit = await this.unitOfWork.run(async (scope) => {
      await this.gate.claimAction(scope, adminId);
      const row = await writeAudit(scope, {
        adminId,
        action: 'job.retry',
        details: { queue, jobId: job.id, jobName: job.name, attempts: job.attempts },
      });
      // Last, so the row commits only with a job that really left the failed set.
      const retried = await orUnavailable('redis', () => this.sources.jobs.retry(queue, jobId));
      if (!retried) throw new FailedJobNotFoundError();
      return row;
    });
    return { message: 'The job was sent back to its queue.', audit };
  }
}
