import { runWithRequestContext } from '@maeum/telemetry';
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
 */
export function addRequestHooks(fastify: FastifyInstance, headers: SecurityHeaders): void {
  const { set, remove } = headers;
  fastify.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (let i = 0; i < remove.length; i++) raw.removeHeader(remove[i]);
    for (let i = 0; i < set.length; i++) raw.setHeader(set[i][0], set[i][1]);
    void reply.header('x-request-id', request.id);
    runWithRequestContext({ requestId: request.id }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
