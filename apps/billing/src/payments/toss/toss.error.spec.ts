import { orderOutcomeOf, TOSS_NETWORK_ERROR, TossError } from './toss.error';

describe('what a Toss error means for the order', () => {
  it.each([
    [400, 'ALREADY_PROCESSED_PAYMENT', 'look-up'],
    [0, TOSS_NETWORK_ERROR, 'stays-open'],
    [500, 'PROVIDER_ERROR', 'stays-open'],
    [500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', 'stays-open'],
    [500, 'FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING', 'stays-open'],
    [409, 'IDEMPOTENT_REQUEST_PROCESSING', 'stays-open'],
    [401, 'UNAUTHORIZED_KEY', 'stays-open'],
    [503, 'SOMETHING_NEW', 'stays-open'],
    [403, 'REJECT_CARD_PAYMENT', 'failed'],
    [403, 'REJECT_CARD_COMPANY', 'failed'],
    [400, 'INVALID_CARD_EXPIRATION', 'failed'],
    [400, 'INVALID_STOPPED_CARD', 'failed'],
    [403, 'EXCEED_MAX_DAILY_PAYMENT_COUNT', 'failed'],
    [400, 'BELOW_MINIMUM_AMOUNT', 'failed'],
    [400, 'INVALID_REQUEST', 'failed'],
    [404, 'NOT_FOUND_PAYMENT', 'failed'],
    [404, 'NOT_FOUND_PAYMENT_SESSION', 'expired'],
  ])('%i %s → %s', (status, code, outcome) => {
    expect(orderOutcomeOf(new TossError(status, code, 'message'))).toBe(outcome);
  });
});
