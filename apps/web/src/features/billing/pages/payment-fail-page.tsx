import { CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent } from '../../../shared/ui/card';
import { tossFailureMessage } from '../payment-errors';

/**
 * /payment/fail (spec §2): 'Payment Cancelled', why in the reader's language (from Toss's code;
 * Toss's own message in the address is not shown), and the code when there is one.
 */
export function PaymentFailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code');
  const message = tossFailureMessage(code, t);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8 text-center">
          <CircleX aria-hidden="true" className="size-12 text-muted-foreground" />
          <h1 className="text-2xl font-semibold tracking-tight">{t('billing.fail.title')}</h1>
          <p className="text-muted-foreground">{message || t('billing.fail.defaultMessage')}</p>
          {code ? (
            <p className="font-mono text-xs text-muted-foreground">{t('billing.fail.errorCode', { code })}</p>
          ) : null}
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/pricing">{t('billing.fail.tryAgain')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard">{t('billing.fail.dashboard')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
