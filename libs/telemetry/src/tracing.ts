import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type TextMapGetter,
  type TextMapSetter,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { parseKeyPairsIntoRecord, W3CTraceContextPropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  ParentBasedSampler,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';

export { SpanKind, SpanStatusCode };
export type { Context, Span };

/**
 * OpenTelemetry tracing, off unless asked for with the standard variables:
 * - `OTEL_TRACES_EXPORTER=otlp` (OTLP over HTTP/JSON; the endpoint, headers and timeout from
 *   `OTEL_EXPORTER_OTLP_*`, read by the exporter itself) or `console`; `none` or unset: off.
 * - `OTEL_SDK_DISABLED=true` turns it off whatever else is set.
 * - `OTEL_SERVICE_NAME` (default `maeum-<app>`), `OTEL_RESOURCE_ATTRIBUTES`.
 * - `OTEL_TRACES_SAMPLER` (`always_on`, `always_off`, `traceidratio`, `parentbased_*`; default
 *   `parentbased_always_on`) and `OTEL_TRACES_SAMPLER_ARG`.
 * - `OTEL_BSP_SCHEDULE_DELAY`, `OTEL_BSP_MAX_EXPORT_BATCH_SIZE`, `OTEL_BSP_MAX_QUEUE_SIZE`,
 *   `OTEL_BSP_EXPORT_TIMEOUT`.
 *
 * While it is off, `withSpan` and the propagation helpers cost a boolean test: no span, no header.
 */
let enabled = false;
let provider: TracerProvider | undefined;
let cachedTracer: Tracer | undefined;

export interface TracingOptions {
  /** Span processors of a test (an in-memory exporter); tracing is on when any is given. */
  processors?: SpanProcessor[];
}

export function tracingEnabled(): boolean {
  return enabled;
}

function samplerOf(env: NodeJS.ProcessEnv): Sampler {
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  const bounded = Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1;
  switch (env.OTEL_TRACES_SAMPLER) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return new TraceIdRatioBasedSampler(bounded);
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(bounded) });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

function positive(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : undefined;
}

function exporterOf(env: NodeJS.ProcessEnv): SpanExporter | undefined {
  const names = (env.OTEL_TRACES_EXPORTER ?? 'none').split(',').map((n) => n.trim());
  if (names.includes('otlp')) {
    // Loaded only when asked for: the exporter and its transformer are not needed otherwise.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter();
  }
  if (names.includes('console')) return new ConsoleSpanExporter();
  return undefined;
}

/**
 * Sets up the process's tracer provider, the W3C trace-context propagator and an async-local
 * context, once. Returns whether tracing is on.
 */
export function startTracing(
  app: string,
  env: NodeJS.ProcessEnv = process.env,
  options: TracingOptions = {},
): boolean {
  if (provider) return enabled;
  if (String(env.OTEL_SDK_DISABLED).toLowerCase() === 'true') return false;
  const processors = [...(options.processors ?? [])];
  const exporter = exporterOf(env);
  if (exporter)
    processors.push(
      new BatchSpanProcessor({
        exporter,
        scheduledDelayMillis: positive(env.OTEL_BSP_SCHEDULE_DELAY),
        maxExportBatchSize: positive(env.OTEL_BSP_MAX_EXPORT_BATCH_SIZE),
        maxQueueSize: positive(env.OTEL_BSP_MAX_QUEUE_SIZE),
        exportTimeoutMillis: positive(env.OTEL_BSP_EXPORT_TIMEOUT),
      }),
    );
  if (processors.length === 0) return false;
  const resource = resourceFromAttributes({
    ...parseKeyPairsIntoRecord(env.OTEL_RESOURCE_ATTRIBUTES),
    'service.name': env.OTEL_SERVICE_NAME || `maeum-${app}`,
  });
  provider = new TracerProvider({ resource, sampler: samplerOf(env), spanProcessors: processors });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  cachedTracer = provider.getTracer('maeum');
  enabled = true;
  return true;
}

/** Sends what is still buffered and stops; called when the app closes. */
export async function stopTracing(): Promise<void> {
  const current = provider;
  if (!current) return;
  await current.shutdown().catch(() => undefined);
}

function tracer(): Tracer {
  return cachedTracer ?? trace.getTracer('maeum');
}

const recordSetter: TextMapSetter<Record<string, string>> = {
  set: (carrier, key, value) => {
    carrier[key] = value;
  },
};

/** Header-like carriers (NATS MsgHdrs, fastify's headers): anything with get/set or a record. */
export interface HeaderCarrier {
  get(key: string): string | undefined | null | string[];
}

const carrierGetter: TextMapGetter<HeaderCarrier | Record<string, unknown> | undefined> = {
  keys: () => [],
  get: (carrier, key) => {
    if (!carrier) return undefined;
    const value =
      typeof (carrier as HeaderCarrier).get === 'function'
        ? (carrier as HeaderCarrier).get(key)
        : (carrier as Record<string, unknown>)[key];
    if (Array.isArray(value)) return value[0];
    return typeof value === 'string' && value ? value : undefined;
  },
};

/** The trace context of `ctx` (the active one by default) as W3C headers (`traceparent`, …). */
export function traceHeaders(ctx: Context = context.active()): Record<string, string> | undefined {
  if (!enabled) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier, recordSetter);
  return carrier.traceparent ? carrier : undefined;
}

/** The active `traceparent`, for a place that keeps one string (an outbox row, a job's options). */
export function activeTraceparent(): string | undefined {
  return traceHeaders()?.traceparent;
}

/** Writes the active trace context into headers that have `set` (NATS MsgHdrs). */
export function injectTraceHeaders(headers: { set(key: string, value: string): void }): void {
  const carrier = traceHeaders();
  if (carrier) for (const [key, value] of Object.entries(carrier)) headers.set(key, value);
}

/** The context a caller sent (W3C headers); the root context when there is none. */
export function extractTraceContext(carrier: HeaderCarrier | Record<string, unknown> | undefined): Context {
  return propagation.extract(ROOT_CONTEXT, carrier, carrierGetter);
}

/** The context a stored `traceparent` names (an outbox row, a job). */
export function contextOfTraceparent(traceparent: string | null | undefined): Context {
  return traceparent ? extractTraceContext({ traceparent }) : ROOT_CONTEXT;
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Record<string, string | number | boolean | undefined>;
  /** The parent; the active context by default. */
  parent?: Context;
}

/** Starts a span without making it active (the gateway's request hooks end it themselves). */
export function startSpan(name: string, options: SpanOptions = {}): Span | undefined {
  if (!enabled) return undefined;
  return tracer().startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    options.parent ?? context.active(),
  );
}

/** Runs `fn` with `span` as the active span. */
export function runInSpan<T>(span: Span | undefined, fn: () => T, parent: Context = context.active()): T {
  return span ? context.with(trace.setSpan(parent, span), fn) : fn();
}

/** Marks a span failed with the error's class and message (never its data). */
export function failSpan(span: Span | undefined, error: unknown, message?: string): void {
  if (!span) return;
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: message ?? (error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
  });
}

/**
 * Runs `fn` in a child span of the active context (or `options.parent`), ended when `fn` settles and
 * marked failed when it throws. With tracing off it only calls `fn`.
 */
export async function withSpan<T>(
  name: string,
  options: SpanOptions,
  fn: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!enabled) return fn(undefined);
  const parent = options.parent ?? context.active();
  const span = startSpan(name, { ...options, parent })!;
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (error) {
    failSpan(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** The ids of the active span, for log lines; undefined when tracing is off or no span is active. */
export function activeTraceIds(): { trace_id: string; span_id: string } | undefined {
  if (!enabled) return undefined;
  const spanContext = trace.getSpanContext(context.active());
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return undefined;
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
