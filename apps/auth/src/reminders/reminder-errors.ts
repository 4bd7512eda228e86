import { AuthErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

/** A stop link that names no reminder, or was not signed by it. */
export class InvalidStopLinkError extends RpcError {
  constructor() {
    super(AuthErrorCode.invalidToken, 'This link is not valid. Reminders can be turned off in Settings.');
  }
}
