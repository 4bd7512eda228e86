import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger as Pino } from 'pino';
import { requestSpan } from './request-hooks';

/** The one line a request leaves in the log once it is answered. */
export interface AccessLogLine {
  method: string;
  /** The route's pattern (`/api/sessions/:id/messages`), never the path: ids and query strings stay out. */
  route: string;
  status: number;
  durationMs: number;
  requestId: string;
  /** A hash of the verified user id (never the id itself), so one person's requests can be followed. */
  userHash?: string;
  /** The request's trace while tracing is on (OTEL_TRACES_EXPORTER). */
  trace_id?: string;
  span_id?: string;
}

/** First 16 hex digits of sha256(user id): stable across requests and processes, not the id itself. */
export function userHashOf(userId: string): string {
  return createHash('sha256').update(userId).digest('hex').slice(0, 16);
}

export function accessLogLine(
  request: FastifyRequest & { user?: { userId?: string } },
  reply: FastifyReply,
): AccessLogLine {
  const userId = request.user?.userId;
  const span = requestSpan(request)?.spanContext();
  return {
    method: request.method,
    route: request.routeOptions.url ?? 'unmatched',
    status: reply.statusCode,
    durationMs: Math.round(reply.elapsedTime * 10) / 10,
    requestId: String(request.id),
    ...(userId ? { userHash: userHashOf(userId) } : {}),
    ...(span ? { trace_id: span.traceId, span_id: span.spanId } : {}),
  };
}

/**
 * One `access` line per answered request: method, route, status, duration, request id and a hash of
 * the user id. Bodies, headers, query strings and tokens never reach it. Client errors and success at
 * info, server errors at warn (the error itself is logged by the exception filter).
 */
export function addAccessLog(fastify: FastifyInstance, logger: Pino): void {
  const access = logger.child({ log: 'access' });
  fastify.addHook('onResponse', (request, reply, done) => {
    const line = accessLogLine(request, reply);
    if (line.status >= 500) access.warn(line, 'request');
    else access.info(line, 'request');
    done();
  });
}
