import { CommonErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

/** Not this caller's entry (or no such entry): the same answer either way. */
export class EntryNotFoundError extends RpcError {
  constructor() {
    super(CommonErrorCode.notFound, 'Entry not found');
  }
}
