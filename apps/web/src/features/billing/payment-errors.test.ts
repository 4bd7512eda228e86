import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../shared/api/http';
import { paymentErrorMessage, tossFailureMessage } from './payment-errors';
import './translations';

const refused = (body: Record<string, unknown>) =>
  ApiError.fromResponse(402, 'Payment Required', {
    statusCode: 402,
    code: 'payment_failed',
    message: 'Your card company declined the payment. Please try another card.',
    ...body,
  });

describe('a refused payment in the reader’s language', () => {
  it('words the server’s reason in Korean and English, never Toss’s own message', async () => {
    const error = refused({ reason: 'card_declined', tossCode: 'REJECT_CARD_PAYMENT' });
    expect(paymentErrorMessage(error, await i18n.changeLanguage('ko'))).toBe(
      '카드사에서 결제를 거절했어요. 다른 카드로 시도해 주세요.',
    );
    expect(paymentErrorMessage(error, await i18n.changeLanguage('en'))).toBe(
      'Your card company declined the payment. Please try another card.',
    );
  });

  it('has a general sentence for a reason it does not know, and nothing for other errors', async () => {
    const t = await i18n.changeLanguage('en');
    expect(paymentErrorMessage(refused({ reason: 'new_reason' }), t)).toBe(
      'The payment could not be completed. Please try again or use another card.',
    );
    expect(
      paymentErrorMessage(ApiError.fromResponse(400, '', { code: 'amount_mismatch', message: 'x' }), t),
    ).toBeNull();
  });

  it('maps the code Toss puts in the fail page’s address', async () => {
    const t = await i18n.changeLanguage('ko');
    expect(tossFailureMessage('PAY_PROCESS_CANCELED', t)).toBe(
      '결제가 취소됐어요. 요금은 청구되지 않았어요.',
    );
    expect(tossFailureMessage('SOMETHING_NEW', t)).toBeNull();
    expect(tossFailureMessage(null, t)).toBeNull();
  });
});
