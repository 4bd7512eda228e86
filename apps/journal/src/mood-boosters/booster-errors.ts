import { CommonErrorCode, MoodBoosterErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

/** An unknown or retired slug (spec 001 §2: 'This mood booster is coming soon!'). */
export class BoosterNotFoundError extends RpcError {
  constructor() {
    super(CommonErrorCode.notFound, 'This mood booster is coming soon!');
  }
}

/** Free without an open preview, or a preview and a booster past its first 3. */
export class BoosterLockedError extends RpcError {
  constructor() {
    super(MoodBoosterErrorCode.boosterLocked, 'Upgrade to Plus to open this mood booster.');
  }
}
