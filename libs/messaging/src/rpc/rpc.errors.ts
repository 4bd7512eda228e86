import { CommonErrorCode, RpcErrorBody } from '@maeum/contracts';

/** A coded failure a service answers with; the gateway turns it into an HTTP error. */
export class RpcError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  toBody(): RpcErrorBody {
    return {
      code: this.code,
      message: this.message,
      status: this.status,
      ...(this.details ? { details: this.details } : {}),
    };
  }

  static fromBody(body: RpcErrorBody): RpcError {
    return new RpcError(body.code, body.message, body.status, body.details);
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
      503,
      { service, reason },
    );
  }
}
