import type { WorkerOptions } from 'bullmq';

const DEFAULT_LOCK_DURATION_MS = 30_000;

/**
 * Options of every queue's BullMQ worker. A job's lock lasts JOB_LOCK_DURATION_MS and is renewed at
 * half that while the job runs; a worker that dies leaves its job to be taken up again (once) after
 * the lock runs out, at the next stalled-job check. @Processor takes static options, so this reads
 * the variable when the processors are declared; the app's config (JobWorkerFragment) validates it
 * (and refuses to boot on a bad value) before any job runs.
 */
export function jobWorkerOptions(
  env: NodeJS.ProcessEnv = process.env,
): Pick<WorkerOptions, 'lockDuration' | 'stalledInterval' | 'maxStalledCount'> {
  const lockDuration = Number(env.JOB_LOCK_DURATION_MS) || DEFAULT_LOCK_DURATION_MS;
  return { lockDuration, stalledInterval: lockDuration, maxStalledCount: 1 };
}
