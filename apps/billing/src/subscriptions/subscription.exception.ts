import { BillingErrorCode, CommonErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

/** Cancel is not offered for Free or for a plan already cancelled (spec §4). */
export class NothingToCancelError extends RpcError {
  constructor() {
    super(BillingErrorCode.nothingToCancel, 'There is no paid plan to cancel.');
  }
}

export class InvalidPlanChangeError extends RpcError {
  constructor(from: string, to: string) {
    super(BillingErrorCode.invalidPlanChange, `Your plan cannot change from ${from} to ${to} this way.`);
  }
}

export class UnknownFeatureError extends RpcError {
  constructor() {
    super(CommonErrorCode.notFound, 'Unknown feature');
  }
}

export class PreviewUsedError extends RpcError {
  constructor(until: Date) {
    super(BillingErrorCode.previewUsed, 'You have already previewed this feature today.', {
      until: until.toISOString(),
    });
  }
}

/** Resume is offered only for a cancelled plan whose end date has not come (issue 21). */
export class NothingToResumeError extends RpcError {
  constructor(endedOn?: Date) {
    super(
      BillingErrorCode.nothingToResume,
      endedOn
        ? 'This plan has already ended, so it can no longer be resumed. Please choose a plan to subscribe again.'
        : 'There is no cancelled plan to resume.',
      endedOn ? { endedAt: endedOn.toISOString() } : undefined,
    );
  }
}
