import { RpcError } from '@maeum/messaging';

export class SessionNotFoundError extends RpcError {
  constructor() {
    super('session_not_found', 'Your session has ended. Please sign in again.', 401);
  }
}
