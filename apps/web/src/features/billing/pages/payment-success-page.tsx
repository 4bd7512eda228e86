import type { ConfirmPaymentView } from '@maeum/api-types';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast';
import { billingApi, useRefreshBilling } from '../api';
import { paymentErrorMessage } from '../payment-errors';

type State =
  | { kind: 'verifying' }
  | { kind: 'complete'; view: ConfirmPaymentView }
  | { kind: 'failed'; message: string | null };

/**
 * /payment/success (spec §2): reads what Toss appended, verifies it on the server (which checks
 * the amount against the order and confirms with Toss), then 'Payment Complete' or 'Something
 * went wrong'. Confirming twice is safe: the server answers the same, never a second charge.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const refresh = useRefreshBilling();
  const [state, setState] = useState<State>({ kind: 'verifying' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const orderId = params.get('orderId');
    const amount = Number(params.get('amount'));
    const paymentKey = params.get('paymentKey');
    const authKey = params.get('authKey');
    const customerKey = params.get('customerKey');
    if (!orderId || !params.get('amount') || !Number.isInteger(amount) || (!paymentKey && !authKey)) {
      setState({ kind: 'failed', message: null });
      return;
    }
    billingApi
      .confirm({
        orderId,
        amount,
        ...(paymentKey ? { paymentKey } : {}),
        ...(authKey ? { authKey, customerKey: customerKey ?? '' } : {}),
      })
      .then(async (view) => {
        await refresh();
        setState({ kind: 'complete', view });
        if (view.invoice)
          toast.success(t('billing.success.toast'), { description: t('billing.success.completeBody') });
      })
      .catch((error: unknown) => {
        const message = paymentErrorMessage(error, t) ?? (isApiError(error) ? error.message : null);
        setState({ kind: 'failed', message });
        toast.error(t('billing.success.verifyFailedToast'), {
          description: message ?? t('billing.success.failedBody'),
        });
      });
  }, [params, refresh, t]);

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
              <h1 className="text-2xl font-semibold tracking-tight">{t('billing.success.failed')}</h1>
              <p className="text-muted-foreground">{state.message ?? t('billing.success.failedBody')}</p>
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
