import { metricsRegistry } from '@maeum/telemetry';
import { Counter, Gauge } from 'prom-client';

/** Observed by OutboxRelay. */
export const outboxLagSeconds = new Gauge({
  name: 'maeum_outbox_lag_seconds',
  help: 'Age of the oldest unsent outbox event',
  registers: [metricsRegistry],
});

export const outboxPublished = new Counter({
  name: 'maeum_outbox_published_total',
  help: 'Events published from the outbox',
  labelNames: ['subject'] as const,
  registers: [metricsRegistry],
});
