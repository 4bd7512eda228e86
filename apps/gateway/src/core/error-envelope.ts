import { HttpException, HttpStatus } from '@nestjs/common';
import { ApiErrorBody, CommonErrorCode } from '@maeum/contracts';
import { RpcError, ServiceUnavailableError } from '@maeum/messaging';
import { httpStatusOf } from './error-status';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: CommonErrorCode.unauthorized,
  403: 'forbidden',
  404: CommonErrorCode.notFound,
  405: 'method_not_allowed',
  409: 'conflict',
  413: CommonErrorCode.payloadTooLarge,
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: CommonErrorCode.tooManyRequests,
  503: CommonErrorCode.serviceUnavailable,
};

export interface ErrorAnswer {
  body: ApiErrorBody;
  headers?: Record<string, string>;
  /** True when this was not the caller's fault; such errors are logged with their errorId. */
  unexpected?: boolean;
}

/** Every error the gateway can meet, as the error envelope (`ErrorBody`). */
export function toErrorAnswer(error: unknown, errorId: string): ErrorAnswer {
  if (error instanceof ServiceUnavailableError) {
    return {
      body: { statusCode: 503, code: error.code, message: error.message, service: error.service },
      headers: { 'retry-after': '2' },
    };
  }
  if (error instanceof RpcError) {
    const status = httpStatusOf(error.code);
    const { errors, retryAfterSeconds, ...rest } = error.details ?? {};
    const body: ApiErrorBody = {
      statusCode: status,
      code: error.code,
      message: error.message,
      ...rest,
    };
    if (Array.isArray(errors)) body.errors = errors as ApiErrorBody['errors'];
    // A service that says when to come back is busy (a flood of sign-ins), not at fault.
    const unexpected = status >= 500 && typeof retryAfterSeconds !== 'number';
    if (unexpected) body.errorId = errorId;
    return {
      body,
      headers:
        typeof retryAfterSeconds === 'number'
          ? { 'retry-after': String(Math.ceil(retryAfterSeconds)) }
          : undefined,
      unexpected,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    // Nest turns fastify's body-parser errors into HttpExceptions carrying only a message.
    if (typeof response === 'string') {
      const parserError = fromBodyParserError(status, response);
      if (parserError) return { body: parserError };
    }
    const fields = typeof response === 'object' && response ? (response as Record<string, unknown>) : {};
    const message =
      typeof response === 'string'
        ? response
        : typeof fields.message === 'string'
          ? fields.message
          : error.message;
    const body: ApiErrorBody = {
      statusCode: status,
      code: typeof fields.code === 'string' ? fields.code : (CODE_BY_STATUS[status] ?? 'error'),
      message,
    };
    if (Array.isArray(fields.errors)) body.errors = fields.errors as ApiErrorBody['errors'];
    const retryAfter = fields.retryAfterSeconds;
    return {
      body,
      headers: typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : undefined,
    };
  }
  return {
    body: {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: CommonErrorCode.internalError,
      message: 'Something went wrong on our side. Please try again.',
      errorId,
    },
    unexpected: true,
  };
}

function fromBodyParserError(status: number, message: string): ApiErrorBody | undefined {
  if (status === 413)
    return {
      statusCode: 413,
      code: CommonErrorCode.payloadTooLarge,
      message: 'The request body is too large (1 MB at most).',
    };
  if (status === 415)
    return { statusCode: 415, code: 'unsupported_media_type', message: 'Send the body as application/json.' };
  if (status === 400 && /JSON/.test(message))
    return {
      statusCode: 400,
      code: CommonErrorCode.malformedJson,
      message: 'The request body is not valid JSON.',
    };
  return undefined;
}
