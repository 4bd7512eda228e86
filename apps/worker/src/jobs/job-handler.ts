import { JobName, JobOf } from '@maeum/contracts';
import { Job } from 'bullmq';

/** One handler per job name; processors dispatch to it. Handlers must be idempotent. */
export interface JobHandler<N extends JobName = JobName> {
  readonly jobName: N;
  handle(job: Job<JobOf<N>>): Promise<unknown>;
}

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');

/** The boot-time check: every job name has exactly one handler, and no handler is for an unknown job. */
export function indexJobHandlers(handlers: JobHandler[]): Map<JobName, JobHandler> {
  const known = new Set<string>(Object.values(JobName));
  const byName = new Map<JobName, JobHandler>();
  const problems: string[] = [];
  for (const handler of handlers) {
    if (!known.has(handler.jobName)) problems.push(`handler for unknown job "${handler.jobName}"`);
    else if (byName.has(handler.jobName)) problems.push(`two handlers for job "${handler.jobName}"`);
    else byName.set(handler.jobName, handler);
  }
  for (const name of known) if (!byName.has(name as JobName)) problems.push(`no handler for job "${name}"`);
  if (problems.length) throw new Error(`Job handlers are not one per job: ${problems.join('; ')}`);
  return byName;
}
