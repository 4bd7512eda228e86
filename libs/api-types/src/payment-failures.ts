/**
 * Why a payment failed, in our words. Toss's own message (Korean, for merchants) stays in the
 * billing log; the person reads the sentence the web has for the reason, in their language. The
 * `payment_failed` error carries `details.reason`, and /payment/fail maps Toss's `code` itself.
 */
export const PAYMENT_FAILURE_REASONS = [
  'card_declined',
  'limit_exceeded',
  'card_expired',
  'card_unusable',
  'wrong_card_details',
  'cancelled',
  'expired',
  'provider_trouble',
  'refund_refused',
  'other',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** Toss error codes (docs.tosspayments.com "에러 코드") by the reason we give; any other code is 'other'. */
const TOSS_CODES_BY_REASON: Record<Exclude<PaymentFailureReason, 'other'>, readonly string[]> = {
  card_declined: [
    'REJECT_CARD_PAYMENT',
    'REJECT_CARD_COMPANY',
    'REJECT_ACCOUNT_PAYMENT',
    'INVALID_REJECT_CARD',
  ],
  limit_exceeded: [
    'EXCEED_MAX_DAILY_PAYMENT_COUNT',
    'EXCEED_MAX_PAYMENT_AMOUNT',
    'EXCEED_MAX_AMOUNT',
    'EXCEED_MAX_ONE_DAY_AMOUNT',
    'EXCEED_MAX_MONTHLY_PAYMENT_AMOUNT',
    'BELOW_MINIMUM_AMOUNT',
  ],
  card_expired: ['INVALID_CARD_EXPIRATION', 'INVALID_EXPIRED_CARD'],
  card_unusable: [
    'INVALID_STOPPED_CARD',
    'INVALID_CARD_LOST_OR_STOLEN',
    'RESTRICTED_TRANSFER_ACCOUNT',
    'NOT_SUPPORTED_CARD_TYPE',
    'NOT_AVAILABLE_PAYMENT',
    'INVALID_CARD_INSTALLMENT_PLAN',
    'NOT_FOUND_BILLING_KEY',
    'NO_PAYMENT_METHOD',
  ],
  wrong_card_details: [
    'INVALID_CARD_NUMBER',
    'INVALID_PASSWORD',
    'INVALID_BIRTH_DAY_FORMAT',
    'INVALID_AUTHORIZE_AUTH',
    'EXCEED_MAX_AUTH_COUNT',
  ],
  cancelled: ['PAY_PROCESS_CANCELED', 'USER_CANCEL'],
  expired: ['NOT_FOUND_PAYMENT_SESSION', 'PAY_PROCESS_ABORTED'],
  provider_trouble: [
    'PROVIDER_ERROR',
    'FAILED_INTERNAL_SYSTEM_PROCESSING',
    'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING',
    'FAILED_CARD_COMPANY_RESPONSE',
    'UNAUTHORIZED_KEY',
    'NETWORK_ERROR',
    'INVALID_RESPONSE',
  ],
  refund_refused: ['NOT_CANCELABLE_AMOUNT', 'NOT_CANCELABLE_PAYMENT', 'FORBIDDEN_REQUEST'],
};

const REASON_OF_CODE = new Map<string, PaymentFailureReason>(
  Object.entries(TOSS_CODES_BY_REASON).flatMap(([reason, codes]) =>
    codes.map((code) => [code, reason as PaymentFailureReason] as const),
  ),
);

export function paymentFailureReasonOf(tossCode: string | null | undefined): PaymentFailureReason {
  return (tossCode && REASON_OF_CODE.get(tossCode)) || 'other';
}

/** The English sentence of each reason: the error's `message` (the web words it in the reader's language). */
export const PAYMENT_FAILURE_MESSAGES: Record<PaymentFailureReason, string> = {
  card_declined: 'Your card company declined the payment. Please try another card.',
  limit_exceeded: "The payment is over your card's limit. Please try another card.",
  card_expired: 'This card has expired. Please use another card.',
  card_unusable: 'This card cannot be used for this payment. Please try another card.',
  wrong_card_details: 'The card details did not match. Please check them and try again.',
  cancelled: 'The payment was cancelled. You have not been charged.',
  expired: 'The payment window timed out. Please start again; you have not been charged.',
  provider_trouble:
    "We're having trouble connecting to our payment service. Please try again in a few moments.",
  refund_refused: 'This payment cannot be refunded. Please contact us.',
  other: 'The payment could not be completed. Please try again or use another card.',
};
