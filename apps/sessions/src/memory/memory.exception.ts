import { CommonErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

export class MemoryNotFoundError extends RpcError {
  constructor() {
    super(CommonErrorCode.notFound, 'Memory not found');
  }
}
