import { ArgumentsHost, Catch, ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { SpaFallback } from '../web/spa-fallback';
import { toErrorAnswer } from './error-envelope';

/**
 * The one place codes become HTTP answers. Unknown paths outside /api get the SPA (it shows its
 * own 404 page); unknown /api routes get a JSON 404.
 */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    if (exception instanceof NotFoundException && this.spa.accepts(request)) return this.spa.send(reply);
    sendError(reply, exception, this.logger, request);
  }
}

export function sendError(
  reply: FastifyReply,
  exception: unknown,
  logger: Logger,
  request: FastifyRequest,
): void {
  const errorId = randomUUID();
  const answer = toErrorAnswer(exception, errorId);
  if (answer.unexpected)
    logger.error({ errorId, requestId: request.id, route: request.url, err: exception }, 'Unexpected error');
  if (answer.headers) void reply.headers(answer.headers);
  void reply.status(answer.body.statusCode).header('cache-control', 'no-store').send(answer.body);
}
