import {
  BillingErrorCode,
  PAYMENT_FAILURE_REASONS,
  type PaymentFailureReason,
  paymentFailureReasonOf,
} from '@maeum/api-types';
import type { TFunction } from 'i18next';
import { isApiError } from '../../shared/api/http';

const isReason = (value: unknown): value is PaymentFailureReason =>
  (PAYMENT_FAILURE_REASONS as readonly unknown[]).includes(value);

/**
 * A refused payment in the reader's language: the server names the reason (never Toss's own
 * Korean message), and this words it. Null when the error is not a refused payment.
 */
export function paymentErrorMessage(error: unknown, t: TFunction): string | null {
  if (!isApiError(error) || error.code !== BillingErrorCode.paymentFailed) return null;
  return t(`billing.paymentErrors.${isReason(error.reason) ? error.reason : 'other'}`);
}

/** /payment/fail: Toss sends its code in the address; its message there is not shown. */
export function tossFailureMessage(code: string | null, t: TFunction): string | null {
  const reason = paymentFailureReasonOf(code);
  return reason === 'other' ? null : t(`billing.paymentErrors.${reason}`);
}
