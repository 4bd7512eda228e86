import { latencyBuckets, metricsRegistry } from '@maeum/telemetry';
import { Histogram } from 'prom-client';

/** Observed by RpcClient (the caller's side of a request). */
export const rpcCallDuration = new Histogram({
  name: 'maeum_rpc_call_duration_seconds',
  help: 'NATS request/reply duration by pattern and outcome, seen by the caller',
  labelNames: ['pattern', 'outcome'] as const,
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});

/** Observed by NatsRpcServer (the service's side). */
export const rpcHandleDuration = new Histogram({
  name: 'maeum_rpc_handle_duration_seconds',
  help: 'NATS request handling duration by pattern and outcome, seen by the service',
  labelNames: ['pattern', 'outcome'] as const,
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});
