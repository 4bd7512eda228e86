import { CommonErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

/** The handler needs the caller, and the gateway sent none (x-user-id). */
export class CallerRequiredError extends RpcError {
  constructor() {
    super(CommonErrorCode.unauthorized, 'Please sign in to continue.', 401);
  }
}

export class NothingToUpdateError extends RpcError {
  constructor() {
    super(CommonErrorCode.validationFailed, 'Send at least one field to change.', 400);
  }
}
