import {
  BillingErrorCode,
  CommonErrorCode,
  PAYMENT_FAILURE_MESSAGES,
  paymentFailureReasonOf,
} from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

/** Not this caller's order (or no such order): the same answer either way. */
export class OrderNotFoundError extends RpcError {
  constructor() {
    super(BillingErrorCode.orderNotFound, 'Payment order not found');
  }
}

/** The amount the success page sent is not the order's; Toss is never called. */
export class AmountMismatchError extends RpcError {
  constructor() {
    super(BillingErrorCode.amountMismatch, 'The payment amount does not match the order.');
  }
}

/**
 * A newer order was paid, or the plan changed since this one was priced (or a new
 * checkout replaced it). Nothing is charged; the person starts a new checkout if they still want it.
 */
export class OrderSupersededError extends RpcError {
  constructor() {
    super(
      BillingErrorCode.orderSuperseded,
      'This order is out of date: your plan has changed since it was made. Nothing was charged.',
    );
  }
}

/**
 * Toss refused the payment; the order is closed with Toss's code and message. The person gets our
 * sentence for the code (`details.reason`, which the web words in their language); Toss's own
 * message is for the log (TossClient logs each refusal) and the order row, never the answer.
 */
export class PaymentFailedError extends RpcError {
  constructor(_tossMessage: string, tossCode?: string | null) {
    const reason = paymentFailureReasonOf(tossCode);
    super(BillingErrorCode.paymentFailed, PAYMENT_FAILURE_MESSAGES[reason], {
      reason,
      ...(tossCode ? { tossCode } : {}),
    });
  }
}

/** Toss did not answer or could not process it; the order stays open and the same call may be retried. */
export class PaymentProviderUnavailableError extends RpcError {
  constructor() {
    super(
      BillingErrorCode.paymentProviderUnavailable,
      "We're having trouble connecting to our payment service. Please try again in a few moments.",
    );
  }
}

/** The sandbox's pages exist only while no Toss keys are configured. */
export class SandboxOffError extends RpcError {
  constructor() {
    super(CommonErrorCode.notFound, 'Not found');
  }
}

export class RecordNotFoundError extends RpcError {
  constructor(what: string) {
    super(CommonErrorCode.notFound, `${what} not found`);
  }
}
