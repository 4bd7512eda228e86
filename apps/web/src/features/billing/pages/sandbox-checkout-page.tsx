import { FlaskConical } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../shared/ui/card';
import { billingApi } from '../api';
import { formatWon } from '../format';

const TEST_CARD = '4330 1234 1234 1234';

/**
 * /payment/sandbox: stands in for Toss's card window when the server has no Toss keys. Pay
 * registers the test card with the sandbox and returns to /payment/success as Toss would; the
 * server then charges through its real Toss client, against the sandbox. Nothing is charged.
 */
export function SandboxCheckoutPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const amount = Number(params.get('amount'));
  const orderName = params.get('orderName') ?? '';
  const [card, setCard] = useState(TEST_CARD);
  const cardId = useId();
  const hintId = useId();
  const registersOnly = amount === 0;

  const pay = useMutation({
    mutationFn: () => billingApi.sandboxApprove(orderId!, card.replace(/\D/g, '')),
    onSuccess: (approved) => {
      const back = new URLSearchParams({
        orderId: approved.orderId,
        amount: String(approved.amount),
        authKey: approved.authKey,
        customerKey: approved.customerKey,
      });
      void navigate(`/payment/success?${back}`, { replace: true });
    },
    onError: (error) => {
      const back = new URLSearchParams({
        code: isApiError(error) ? error.code : 'UNKNOWN',
        message: isApiError(error) ? error.message : t('billing.checkout.failedBody'),
      });
      void navigate(`/payment/fail?${back}`, { replace: true });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate();
  };

  if (!orderId || !Number.isFinite(amount)) {
    return (
      <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-16 text-center">
        <p role="alert">{t('billing.sandbox.missing')}</p>
        <Button asChild variant="outline" className="self-center">
          <Link to="/plans-and-billing">{t('billing.success.billing')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <div
        role="note"
        className="flex items-start gap-3 rounded-xl border border-amber-400/60 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t('billing.sandbox.banner')}</p>
          <p className="text-sm">{t('billing.sandbox.bannerBody')}</p>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('billing.sandbox.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('billing.sandbox.order')}</dt>
            <dd className="font-medium">{orderName}</dd>
            <dt className="text-muted-foreground">{t('billing.sandbox.amount')}</dt>
            <dd className="font-semibold">{formatWon(amount, i18n.resolvedLanguage ?? 'en')}</dd>
          </dl>
          <form onSubmit={submit} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={cardId} className="text-sm font-medium">
                {t('billing.sandbox.cardNumber')}
              </label>
              <input
                id={cardId}
                inputMode="numeric"
                autoComplete="off"
                value={card}
                onChange={(e) => setCard(e.target.value)}
                aria-describedby={hintId}
                pattern="[0-9 ]{14,23}"
                className="h-10 rounded-lg border border-input bg-background px-3 font-mono text-sm focus-visible:outline-2 focus-visible:outline-ring"
              />
              <p id={hintId} className="text-xs text-muted-foreground">
                {t('billing.sandbox.cardHint')}
              </p>
            </div>
            <Button type="submit" size="lg" disabled={pay.isPending} aria-busy={pay.isPending}>
              {pay.isPending
                ? t('billing.sandbox.paying')
                : registersOnly
                  ? t('billing.sandbox.register')
                  : t('billing.sandbox.pay', { amount: formatWon(amount, i18n.resolvedLanguage ?? 'en') })}
            </Button>
            <Button
              variant="ghost"
              disabled={pay.isPending}
              onClick={() =>
                void navigate(
                  `/payment/fail?${new URLSearchParams({ code: 'PAY_PROCESS_CANCELED', message: t('billing.sandbox.cancelledMessage') })}`,
                  { replace: true },
                )
              }
            >
              {t('billing.sandbox.cancel')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
