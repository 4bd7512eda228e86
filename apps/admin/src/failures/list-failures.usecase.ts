import { Injectable } from '@nestjs/common';
import { ADMIN_FAILURES_LIST_SIZE, type AdminFailures } from '@maeum/contracts';
import { AdminGate } from '../access/admin-gate';
import { FailureSources, orUnavailable } from './failure-sources';

/**
 * GET /api/admin/failures: the dead-lettered events and the failed jobs, counted, and the newest 50
 * of each: consumer or queue, event type or job name, the trimmed error, attempts, when, an id.
 * Never a payload or job data (what people wrote may be in them). Panel access only.
 */
@Injectable()
export class ListFailuresUseCase {
  constructor(
    private readonly gate: AdminGate,
    private readonly sources: FailureSources,
  ) {}

  async execute(adminId: string): Promise<AdminFailures> {
    await this.gate.check(adminId, 'panel');
    const deadLetters = await this.sources.deadLetters();
    const [[deadTotal, deadLatest], [jobsTotal, jobsLatest]] = await Promise.all([
      orUnavailable('nats', () =>
        Promise.all([deadLetters.count(), deadLetters.latest(ADMIN_FAILURES_LIST_SIZE)]),
      ),
      orUnavailable('redis', () =>
        Promise.all([this.sources.jobs.count(), this.sources.jobs.latest(ADMIN_FAILURES_LIST_SIZE)]),
      ),
    ]);
    return {
      deadLetters: { total: deadTotal, latest: deadLatest },
      failedJobs: { total: jobsTotal, latest: jobsLatest },
    };
  }
}
