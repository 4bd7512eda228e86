import { CommonErrorCode, ErrorCode, RpcErrorBody } from '@maeum/contracts';

/**
 * A coded failure a service answers with. It carries no HTTP status: the gateway's error filter
 * alone turns a code into one. Features subclass it with their codes (`class AuthException`).
 */
export class RpcError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly code: C,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  toBody(): RpcErrorBody {
    return { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }

  static fromBody(body: RpcErrorBody): RpcError {
    return new RpcError(body.code, body.message, body.details);
  }
}

/** The handler needs the caller, and the gateway sent none (x-user-id). */
export class CallerRequiredError extends RpcError {
  constructor() {
    super(CommonErrorCode.unauthorized, 'Please sign in to continue.');
  }
}

/** The service did not answer in time, or nobody listens: the caller gets a 503. */
export class ServiceUnavailableError extends RpcError {
  constructor(
    readonly service: string,
    readonly reason: 'timeout' | 'no_responders' | 'disconnected',
  ) {
    super(
      CommonErrorCode.serviceUnavailable,
      'The service is temporarily unavailable. Please try again in a moment.',
      { service, reason },
    );
  }
}
