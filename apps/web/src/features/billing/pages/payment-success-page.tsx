import type { ConfirmPaymentRequest, ConfirmPaymentView } from '@maeum/api-types';
import { BillingErrorCode } from '@maeum/api-types';
import { CheckCircle2, CircleAlert, Hourglass } from 'lucide-react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast';
import { useRefreshBilling } from '../api';
import { pendingConfirm, useConfirmPayment } from '../lib/use-confirm-payment';
import { paymentErrorMessage } from '../payment-errors';

/** What Toss appended to the success URL, or (without it) what this tab kept of an unfinished confirm. */
function confirmRequestOf(params: URLSearchParams): ConfirmPaymentRequest | null {
  const orderId = params.get('orderId');
  const amount = Number(params.get('amount'));
  const paymentKey = params.get('paymentKey');
  const authKey = params.get('authKey');
  if (!orderId && !params.get('amount') && !paymentKey && !authKey) return pendingConfirm();
  if (!orderId || !params.get('amount') || !Number.isInteger(amount) || (!paymentKey && !authKey))
    return null;
  return {
    orderId,
    amount,
    ...(paymentKey ? { paymentKey } : {}),
    ...(authKey ? { authKey, customerKey: params.get('customerKey') ?? '' } : {}),
  };
}

/**
 * /payment/success (spec §2): verifies on the server what Toss appended (the server checks the
 * amount against the order and confirms with Toss), then 'Payment Complete'. A confirm without a
 * definite answer is tried again, the same one, with back-off, under a calm 'Still confirming…';
 * only a definite refusal offers a new checkout (never a second payment).
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const refresh = useRefreshBilling();
  const request = useMemo(() => confirmRequestOf(params), [params]);
  const onComplete = useCallback(
    async (view: ConfirmPaymentView) => {
      await refresh();
      if (view.invoice)
        toast.success(t('billing.success.toast'), { description: t('billing.success.completeBody') });
    },
    [refresh, t],
  );
  const { state, checkAgain } = useConfirmPayment(request, onComplete);
  const refusal = state.kind === 'refused' && request ? state : null;
  useEffect(() => {
    if (refusal)
      toast.error(t('billing.success.verifyFailedToast'), {
        description:
          refusal.code === BillingErrorCode.orderSuperseded
            ? t('billing.success.supersededBody')
            : (paymentErrorMessage(refusal.error, t) ?? refusal.message ?? t('billing.success.failedBody')),
      });
  }, [refusal, t]);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8 text-center" aria-live="polite">
          {state.kind === 'verifying' ? (
            <>
              <Spinner size="lg" label={t('billing.success.verifying')} />
              <h1 className="text-2xl font-semibold tracking-tight">{t('billing.success.verifying')}</h1>
              <p className="text-muted-foreground">{t('billing.success.verifyingBody')}</p>
            </>
          ) : state.kind === 'still-confirming' ? (
            <>
              {state.waitingForPerson ? (
                <Hourglass aria-hidden="true" className="size-12 text-primary" />
              ) : (
                <Spinner size="lg" label={t('billing.success.stillConfirming')} />
              )}
              <h1 className="text-2xl font-semibold tracking-tight">
                {t('billing.success.stillConfirming')}
              </h1>
              <p className="text-muted-foreground">
                {t(
                  state.waitingForPerson
                    ? 'billing.success.stillConfirmingLater'
                    : 'billing.success.stillConfirmingBody',
                )}
              </p>
              {state.waitingForPerson ? (
                <div className="flex flex-wrap justify-center gap-2">
                  <Button onClick={checkAgain}>{t('billing.success.checkAgain')}</Button>
                  <Button asChild variant="outline">
                    <Link to="/plans-and-billing">{t('billing.success.billing')}</Link>
                  </Button>
                </div>
              ) : null}
            </>
          ) : state.kind === 'complete' ? (
            <>
              <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
              <h1 className="text-2xl font-semibold tracking-tight">
                {t(state.view.invoice ? 'billing.success.complete' : 'billing.success.cardAdded')}
              </h1>
              <p className="text-muted-foreground">
                {t(state.view.invoice ? 'billing.success.completeBody' : 'billing.success.cardAddedBody')}
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link to="/dashboard">{t('billing.success.dashboard')}</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/plans-and-billing">{t('billing.success.billing')}</Link>
                </Button>
              </div>
            </>
          ) : (
            <>
              <CircleAlert aria-hidden="true" className="size-12 text-destructive" />
              <h1 className="text-2xl font-semibold tracking-tight">
                {t(
                  state.code === BillingErrorCode.orderSuperseded
                    ? 'billing.success.superseded'
                    : 'billing.success.failed',
                )}
              </h1>
              <p className="text-muted-foreground">
                {state.code === BillingErrorCode.orderSuperseded
                  ? t('billing.success.supersededBody')
                  : (paymentErrorMessage(state.error, t) ?? state.message ?? t('billing.success.failedBody'))}
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild>
                  <Link to="/pricing">{t('billing.success.tryAgain')}</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/dashboard">{t('billing.success.dashboard')}</Link>
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
