import { BadRequestException, Logger } from '@nestjs/common';
import { CommonErrorCode, ErrorCode, RpcErrorBody } from '@maeum/contracts';
import { randomUUID } from 'node:crypto';
import { RpcError } from './rpc.errors';

const logger = new Logger('RpcError');

function isRpcErrorBody(value: unknown): value is RpcErrorBody {
  const v = value as RpcErrorBody | undefined;
  return !!v && typeof v.code === 'string' && typeof v.message === 'string';
}

/** Whatever a handler threw, as the coded error body a service answers with. Unknown errors are logged. */
export function toRpcErrorBody(error: unknown): RpcErrorBody {
  if (error instanceof RpcError) return error.toBody();
  if (isRpcErrorBody(error)) return error;
  // The services' ValidationPipe refuses a payload with Nest's BadRequestException.
  if (error instanceof BadRequestException) {
    const response = error.getResponse() as { message?: string | string[]; code?: ErrorCode } | string;
    if (typeof response === 'object' && Array.isArray(response.message)) {
      return {
        code: CommonErrorCode.validationFailed,
        message: 'Some fields are not valid.',
        details: { errors: response.message.map((message) => ({ field: message.split(' ')[0], message })) },
      };
    }
    const message = typeof response === 'string' ? response : (response.message ?? error.message);
    return { code: CommonErrorCode.validationFailed, message: String(message) };
  }
  // Postgres "data exception" (class 22: bad encoding, value out of range…) is the caller's input.
  const sqlState = (error as { driverError?: { code?: string } })?.driverError?.code;
  if (typeof sqlState === 'string' && sqlState.startsWith('22')) {
    return { code: CommonErrorCode.validationFailed, message: 'Some of the values could not be stored.' };
  }
  const errorId = randomUUID();
  logger.error({ errorId, err: error }, 'Unhandled error in a request handler');
  return {
    code: CommonErrorCode.internalError,
    message: 'Something went wrong on our side. Please try again.',
    details: { errorId },
  };
}
