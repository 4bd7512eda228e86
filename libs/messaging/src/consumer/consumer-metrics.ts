import { metricsRegistry } from '@maeum/telemetry';
import { Counter } from 'prom-client';

/** Observed by DurableConsumer. */
export const consumerDeliveries = new Counter({
  name: 'maeum_consumer_deliveries_total',
  help: 'Events handled by durable consumers, by outcome (handled, duplicate, retried, dead_lettered, not_addressed: a retried dead letter of another consumer)',
  labelNames: ['consumer', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const consumerRedeliveries = new Counter({
  name: 'maeum_consumer_redeliveries_total',
  help: 'Deliveries that JetStream made more than once',
  labelNames: ['consumer'] as const,
  registers: [metricsRegistry],
});
