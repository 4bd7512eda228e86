import { Inject, Injectable } from '@nestjs/common';
import { JobName, type JobOf, RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { Job } from 'bullmq';
import { JobHandler } from '../jobs/job-handler';

/** Asks the journal to analyse one entry; it keeps the first analysis, so a retry changes nothing. */
@Injectable()
export class JournalAnalysisHandler implements JobHandler<typeof JobName.journalAnalysis> {
  readonly jobName = JobName.journalAnalysis;

  constructor(@Inject(RpcClient) private readonly rpc: RpcClient) {}

  handle(job: Job<JobOf<typeof JobName.journalAnalysis>>): Promise<{ analysed: boolean; by?: string }> {
    // A model may take its whole reply timeout (30 s by default) before the offline fallback.
    return this.rpc.request(RpcPattern.journalAnalysisRun, job.data, { timeoutMs: 60_000 });
  }
}
