import {
  BillingErrorCode,
  PAYMENT_FAILURE_MESSAGES,
  PAYMENT_FAILURE_REASONS,
  paymentFailureReasonOf,
} from '@maeum/contracts';
import { PaymentFailedError } from './payments.exception';

describe('a Toss refusal, as the person reads it', () => {
  it.each([
    ['REJECT_CARD_PAYMENT', 'card_declined'],
    ['REJECT_CARD_COMPANY', 'card_declined'],
    ['EXCEED_MAX_DAILY_PAYMENT_COUNT', 'limit_exceeded'],
    ['BELOW_MINIMUM_AMOUNT', 'limit_exceeded'],
    ['INVALID_CARD_EXPIRATION', 'card_expired'],
    ['INVALID_STOPPED_CARD', 'card_unusable'],
    ['NOT_FOUND_BILLING_KEY', 'card_unusable'],
    ['INVALID_CARD_NUMBER', 'wrong_card_details'],
    ['PAY_PROCESS_CANCELED', 'cancelled'],
    ['NOT_FOUND_PAYMENT_SESSION', 'expired'],
    ['PROVIDER_ERROR', 'provider_trouble'],
    ['NOT_CANCELABLE_PAYMENT', 'refund_refused'],
    ['SOMETHING_NEW', 'other'],
    [null, 'other'],
  ])('%s → %s', (code, reason) => {
    expect(paymentFailureReasonOf(code)).toBe(reason);
  });

  it('carries our sentence and reason, never Toss’s own message', () => {
    const tossMessage = '한도초과 혹은 잔액부족으로 결제에 실패했습니다.';
    const error = new PaymentFailedError(tossMessage, 'REJECT_CARD_PAYMENT');
    expect(error.code).toBe(BillingErrorCode.paymentFailed);
    expect(error.message).toBe('Your card company declined the payment. Please try another card.');
    expect(error.details).toEqual({ reason: 'card_declined', tossCode: 'REJECT_CARD_PAYMENT' });
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain('한도');
  });

  it('has an English sentence for every reason', () => {
    for (const reason of PAYMENT_FAILURE_REASONS) expect(PAYMENT_FAILURE_MESSAGES[reason]).toMatch(/\.$/);
  });
});
