import { JOB_QUEUE, JobName, JobOf, QueueName } from '@maeum/contracts';
import { Job } from 'bullmq';

/** One handler per job name; processors dispatch to it. Handlers must be idempotent. */
export interface JobHandler<N extends JobName = JobName> {
  readonly jobName: N;
  handle(job: Job<JobOf<N>>): Promise<unknown>;
}

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');

/**
 * The boot-time check of one process: every job of the queues it runs has exactly one handler, and
 * no handler is for an unknown job or a job of a queue another process runs.
 */
export function indexJobHandlers(
  handlers: JobHandler[],
  queues: readonly QueueName[],
): Map<JobName, JobHandler> {
  const expected = (Object.values(JobName) as JobName[]).filter((name) => queues.includes(JOB_QUEUE[name]));
  const byName = new Map<JobName, JobHandler>();
  const problems: string[] = [];
  for (const handler of handlers) {
    if (!(handler.jobName in JOB_QUEUE)) problems.push(`handler for unknown job "${handler.jobName}"`);
    else if (!expected.includes(handler.jobName))
      problems.push(
        `handler for job "${handler.jobName}" of queue "${JOB_QUEUE[handler.jobName]}", not run here`,
      );
    else if (byName.has(handler.jobName)) problems.push(`two handlers for job "${handler.jobName}"`);
    else byName.set(handler.jobName, handler);
  }
  for (const name of expected) if (!byName.has(name)) problems.push(`no handler for job "${name}"`);
  if (problems.length) throw new Error(`Job handlers are not one per job: ${problems.join('; ')}`);
  return byName;
}
