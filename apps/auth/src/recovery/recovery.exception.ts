import { AuthErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

/** Unknown, used and expired reset links get the same answer (spec: 'Invalid or expired'). */
export class InvalidResetTokenError extends RpcError {
  constructor() {
    super(AuthErrorCode.invalidToken, 'Invalid or expired');
  }
}
