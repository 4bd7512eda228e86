import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { JobName, type JobOf, QueueName } from '@maeum/contracts';
import { JobProducer } from '@maeum/service-kit';
import { JournalConfig } from '../journal.config';

/**
 * Hands entries to the worker's `journal` queue for analysis. The job id is the entry id, so a
 * redelivered event queues the entry once; while Redis is away the add fails at once, and the
 * event is delivered again later.
 */
@Injectable()
export class AnalysisQueue implements OnApplicationShutdown {
  private readonly producer: JobProducer<JobOf<typeof JobName.journalAnalysis>>;

  constructor(config: JournalConfig) {
    this.producer = new JobProducer(config, QueueName.journal, new Logger(AnalysisQueue.name));
  }

  analyse(entryId: string, userId: string): Promise<void> {
    return this.producer.add(
      JobName.journalAnalysis,
      { entryId, userId },
      {
        jobId: `analysis-${entryId}`,
        attempts: 6,
        backoff: { type: 'exponential', delay: 2_000 },
        removeOnComplete: true,
        removeOnFail: { age: 7 * 24 * 60 * 60 },
      },
      'Analysis',
    );
  }

  onApplicationShutdown(): Promise<void> {
    return this.producer.close();
  }
}
