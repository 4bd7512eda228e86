import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per process; every app adds the metrics it owns. */
export const metricsRegistry = new Registry();
let defaultsCollected = false;

export function initMetrics(app: string): Registry {
  metricsRegistry.setDefaultLabels({ app });
  if (!defaultsCollected) {
    collectDefaultMetrics({ register: metricsRegistry });
    defaultsCollected = true;
  }
  return metricsRegistry;
}

const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const httpRequestDuration = new Histogram({
  name: 'maeum_http_request_duration_seconds',
  help: 'HTTP request duration by route and outcome',
  labelNames: ['method', 'route', 'status'] as const,
  buckets,
  registers: [metricsRegistry],
});

export const rpcCallDuration = new Histogram({
  name: 'maeum_rpc_call_duration_seconds',
  help: 'NATS request/reply duration by pattern and outcome, seen by the caller',
  labelNames: ['pattern', 'outcome'] as const,
  buckets,
  registers: [metricsRegistry],
});

export const rpcHandleDuration = new Histogram({
  name: 'maeum_rpc_handle_duration_seconds',
  help: 'NATS request handling duration by pattern and outcome, seen by the service',
  labelNames: ['pattern', 'outcome'] as const,
  buckets,
  registers: [metricsRegistry],
});

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

export const consumerDeliveries = new Counter({
  name: 'maeum_consumer_deliveries_total',
  help: 'Events handled by durable consumers, by outcome (handled, duplicate, retried, dead_lettered)',
  labelNames: ['consumer', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const consumerRedeliveries = new Counter({
  name: 'maeum_consumer_redeliveries_total',
  help: 'Deliveries that JetStream made more than once',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});

export const queueDepth = new Gauge({
  name: 'maeum_queue_depth',
  help: 'Jobs waiting or delayed per queue',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'maeum_job_duration_seconds',
  help: 'BullMQ job duration by job name and outcome',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
});
