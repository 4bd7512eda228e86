import { Injectable } from '@nestjs/common';
import { JobName, type JobOf } from '@maeum/contracts';
import { JobHandler } from '@maeum/service-kit';
import { Job } from 'bullmq';
import { RunAnalysisUseCase } from './run-analysis.usecase';

/** The `journal-analysis` job: analyses one entry here; the first analysis is kept, so a retry changes nothing. */
@Injectable()
export class JournalAnalysisJob implements JobHandler<typeof JobName.journalAnalysis> {
  readonly jobName = JobName.journalAnalysis;

  constructor(private readonly runAnalysis: RunAnalysisUseCase) {}

  handle(job: Job<JobOf<typeof JobName.journalAnalysis>>): Promise<{ analysed: boolean; by?: string }> {
    return this.runAnalysis.execute(job.data);
  }
}
