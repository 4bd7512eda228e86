import type { ApiErrorBody } from '@maeum/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import type { SecurityHeaders } from './security-headers';

/**
 * Errors raised before a request reaches a route, so neither the request hooks nor Nest's
 * exception filter see them: the error envelope here too, instead of fastify's own body.
 */

const FRAMEWORK_ERRORS: Record<string, { statusCode?: number; code: string; message: string }> = {
  FST_ERR_BAD_URL: { code: 'bad_request', message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    code: 'uri_too_long',
    message: 'A part of the address is too long.',
  },
};

/** fastify's `frameworkErrors`: a URL the router cannot decode (`/%`), a path parameter over its length. */
export function frameworkErrorHandler(headers: SecurityHeaders) {
  return (
    error: Error & { code?: string; statusCode?: number },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const known = FRAMEWORK_ERRORS[error.code ?? ''];
    const body: ApiErrorBody = {
      statusCode: known?.statusCode ?? (error.statusCode && error.statusCode < 500 ? error.statusCode : 400),
      code: known?.code ?? 'bad_request',
      message: known?.message ?? 'The request is not valid.',
    };
    const raw = reply.raw;
    for (const name of headers.remove) raw.removeHeader(name);
    for (const [name, value] of headers.set) raw.setHeader(name, value);
    void reply
      .status(body.statusCode)
      .header('x-request-id', request.id)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));
  };
}

const CLIENT_ERRORS: Record<string, ApiErrorBody> = {
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    code: 'request_header_fields_too_large',
    message: 'The request headers are too large.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    statusCode: 408,
    code: 'request_timeout',
    message: 'The request took too long to arrive.',
  },
};
const MALFORMED: ApiErrorBody = {
  statusCode: 400,
  code: 'bad_request',
  message: 'The request is not valid HTTP.',
};
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * fastify's `clientErrorHandler`: Node's HTTP parser refused the bytes (headers over the limit, a
 * request line that is not HTTP, a slow client). There is no request object, only the socket.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const body = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${REASONS[body.statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(text)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        text,
    );
  }
  socket.destroy(error);
}
