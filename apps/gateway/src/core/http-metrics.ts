import { latencyBuckets, metricsRegistry } from '@maeum/telemetry';
import { Histogram } from 'prom-client';

/** Observed by the request hooks (request-hooks.ts) when a response is sent. */
export const httpRequestDuration = new Histogram({
  name: 'maeum_http_request_duration_seconds',
  help: 'HTTP request duration by route and outcome',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});
