import { metricsRegistry } from '@maeum/telemetry';
import { Histogram } from 'prom-client';

/** Observed by DispatchingProcessor around each job, in whichever process runs it. */
export const jobDuration = new Histogram({
  name: 'maeum_job_duration_seconds',
  help: 'BullMQ job duration by job name and outcome',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
});
