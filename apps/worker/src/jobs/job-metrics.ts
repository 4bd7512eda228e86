import { metricsRegistry } from '@maeum/telemetry';
import { Gauge } from 'prom-client';

/** Observed by JobSchedules on each queue-depth sample. (Job durations: service-kit's jobDuration.) */
export const queueDepth = new Gauge({
  name: 'maeum_queue_depth',
  help: 'Jobs per queue and state (waiting, delayed, active, failed)',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
});
