import { AuthErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

export class SessionNotFoundError extends RpcError {
  constructor() {
    super(AuthErrorCode.sessionNotFound, 'Your session has ended. Please sign in again.');
  }
}
