import { WorkerHost } from '@nestjs/bullmq';
import { Inject, OnApplicationBootstrap } from '@nestjs/common';
import { JobName } from '@maeum/contracts';
import { contextOfTraceparent, SpanKind, withSpan } from '@maeum/telemetry';
import { Job } from 'bullmq';
import { JOB_HANDLERS, JobHandler } from './job-handler';
import { jobDuration } from './job-metrics';

/** What a job-running process tells its processors (JobWorkerFragment's settings). */
export const JOB_WORKER_SETTINGS = Symbol('JOB_WORKER_SETTINGS');
export interface JobWorkerSettings {
  WORKER_CONCURRENCY: number;
}

/**
 * What every queue's processor does: run each job through the one handler of its name (JOB_HANDLERS
 * is checked at boot with indexJobHandlers) and time it. Subclasses only name their queue (`@Processor`) and how failures are logged.
 */
export abstract class DispatchingProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly handlers: Map<JobName, JobHandler>;

  constructor(
    @Inject(JOB_HANDLERS) handlers: JobHandler[],
    @Inject(JOB_WORKER_SETTINGS) private readonly settings: JobWorkerSettings,
  ) {
    super();
    this.handlers = new Map(handlers.map((handler) => [handler.jobName, handler]));
  }

  onApplicationBootstrap() {
    this.worker.concurrency = this.settings.WORKER_CONCURRENCY;
  }

  /** With tracing on, each job runs in a consumer span continuing the trace that queued it. */
  process(job: Job): Promise<unknown> {
    return withSpan(
      `${job.queueName} process ${job.name}`,
      {
        kind: SpanKind.CONSUMER,
        parent: contextOfTraceparent(job.opts.telemetry?.metadata),
        attributes: {
          'messaging.system': 'bullmq',
          'messaging.destination.name': job.queueName,
          'messaging.message.id': job.id,
          'maeum.job.attempt': job.attemptsMade + 1,
        },
      },
      () => this.run(job),
    );
  }

  private async run(job: Job): Promise<unknown> {
    const handler = this.handlers.get(job.name as JobName);
    if (!handler) throw new Error(`No handler for job ${job.name}`);
    const started = performance.now();
    try {
      const result = await handler.handle(job as never);
      jobDuration.observe({ job: job.name, outcome: 'completed' }, (performance.now() - started) / 1000);
      return result;
    } catch (error) {
      jobDuration.observe({ job: job.name, outcome: 'failed' }, (performance.now() - started) / 1000);
      throw error;
    }
  }
}
