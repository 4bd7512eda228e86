import { CommonErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

export class NothingToUpdateError extends RpcError {
  constructor() {
    super(CommonErrorCode.validationFailed, 'Send at least one field to change.');
  }
}
