import { latencyBuckets, metricsRegistry } from '@maeum/telemetry';
import { Counter, Histogram } from 'prom-client';

/** Seconds buckets for model calls: a reply stream runs for tens of seconds. */
const modelBuckets = [...latencyBuckets, 10, 20, 30, 60];

/** One call to a model: a streamed reply (`stream`) or a one-shot answer (`complete`). */
export const aiProviderDuration = new Histogram({
  name: 'maeum_ai_provider_request_duration_seconds',
  help: 'Model calls by provider, operation and outcome (ok, error, timeout, aborted)',
  labelNames: ['provider', 'operation', 'outcome'] as const,
  buckets: modelBuckets,
  registers: [metricsRegistry],
});

/** Errors of model calls by provider and the provider's code (HTTP status or error name). */
export const aiProviderErrors = new Counter({
  name: 'maeum_ai_provider_errors_total',
  help: 'Model calls that failed, by provider, operation and error code',
  labelNames: ['provider', 'operation', 'code'] as const,
  registers: [metricsRegistry],
});

/** Replies that became the canned fallback because the model failed or was silent too long. */
export const aiProviderFallbacks = new Counter({
  name: 'maeum_ai_provider_fallbacks_total',
  help: 'Companion replies that fell back to the canned reply, by provider and reason',
  labelNames: ['provider', 'reason'] as const,
  registers: [metricsRegistry],
});

/** From asking for a reply to its first words (the spec's first-token limit). */
export const chatFirstToken = new Histogram({
  name: 'maeum_chat_first_token_seconds',
  help: 'Time from asking the model for a companion reply to its first words',
  labelNames: ['provider'] as const,
  buckets: modelBuckets,
  registers: [metricsRegistry],
});

/** A whole companion reply stream, by how it ended. */
export const chatStreamDuration = new Histogram({
  name: 'maeum_chat_stream_duration_seconds',
  help: 'Companion reply streams by provider and end (complete, fallback, interrupted)',
  labelNames: ['provider', 'end'] as const,
  buckets: modelBuckets,
  registers: [metricsRegistry],
});
