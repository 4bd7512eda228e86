import {
  extractTraceContext,
  failSpan,
  runInSpan,
  runWithRequestContext,
  type Span,
  SpanKind,
  startSpan,
  tracingEnabled,
} from '@maeum/telemetry';
import type { FastifyInstance } from 'fastify';
import type { SecurityHeaders } from './security-headers';
import { httpRequestDuration } from './http-metrics';

/**
 * What every HTTP request gets, 404s and static files included: the security headers, its
 * X-Request-Id echoed back, a request context (the request id) around everything that follows —
 * body parsing, guards, pipes, the handler, the exception filter — so logs and NATS calls carry
 * the id, and the request's duration in the metrics once it is answered.
 *
 * No Nest interceptor is needed for the context (one would add two async-resource binds per request).
 * Plain callback hooks: each async hook costs fastify a promise and a tick per request.
 *
 * With tracing on, each request also gets an HTTP server span (a child of the caller's
 * `traceparent`, if any), active for the same stretch, named by its route once it is answered.
 */
export function addRequestHooks(fastify: FastifyInstance, headers: SecurityHeaders): void {
  const { set, remove } = headers;
  fastify.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (let i = 0; i < remove.length; i++) raw.removeHeader(remove[i]);
    for (let i = 0; i < set.length; i++) raw.setHeader(set[i][0], set[i][1]);
    void reply.header('x-request-id', request.id);
    if (!tracingEnabled()) return runWithRequestContext({ requestId: request.id }, done);
    const parent = extractTraceContext(request.headers);
    const span = startSpan(request.method, {
      kind: SpanKind.SERVER,
      parent,
      attributes: { 'http.request.method': request.method, 'maeum.request_id': request.id },
    });
    (request as TracedRequest)[SERVER_SPAN] = span;
    runInSpan(span, () => runWithRequestContext({ requestId: request.id }, done), parent);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    const span = (request as TracedRequest)[SERVER_SPAN];
    if (span) {
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) failSpan(span, undefined, `HTTP ${reply.statusCode}`);
      span.end();
    }
    done();
  });
}

const SERVER_SPAN = Symbol('serverSpan');
type TracedRequest = { [SERVER_SPAN]?: Span };

/** The request's HTTP server span while tracing is on. */
export function requestSpan(request: object): Span | undefined {
  return (request as TracedRequest)[SERVER_SPAN];
}
