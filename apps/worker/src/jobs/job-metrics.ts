import { metricsRegistry } from '@maeum/telemetry';
import { Gauge, Histogram } from 'prom-client';

/** Observed by JobSchedules on each queue-depth sample. */
export const queueDepth = new Gauge({
  name: 'maeum_queue_depth',
  help: 'Jobs per queue and state (waiting, delayed, active, failed)',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
});

/** Observed by DispatchingProcessor around each job. */
export const jobDuration = new Histogram({
  name: 'maeum_job_duration_seconds',
  help: 'BullMQ job duration by job name and outcome',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
});
