import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * One registry per process. Each metric is declared beside the code that observes it, with
 * `registers: [metricsRegistry]`; the ops listener serves whatever the process has declared.
 */
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

/** Buckets (seconds) of every request-latency histogram, so dashboards can compare them. */
export const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
