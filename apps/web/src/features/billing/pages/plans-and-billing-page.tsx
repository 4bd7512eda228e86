import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { usePlans, useSubscription } from '../api';
import { ChangePlanSection } from '../components/change-plan-section';
import { CurrentPlanSection } from '../components/current-plan-section';
import { InvoicesSection } from '../components/invoices-section';
import { PaymentMethodsSection } from '../components/payment-methods-section';

/** /plans-and-billing (spec §2): Current Plan, Change Plan, Payment Methods, Invoices. */
export function PlansAndBillingPage() {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const plans = usePlans();
  const { hash } = useLocation();
  const ready = subscription.isSuccess && plans.isSuccess;

  // /pricing sends signed-in users to #change-plan: scroll there once the grid is drawn.
  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [ready, hash]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">{t('billing.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('billing.subtitle')}</p>
      </header>
      {subscription.isPending || plans.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('billing.loading')} size="lg" />
        </div>
      ) : !ready ? (
        <Card role="alert">
          <CardContent className="flex flex-col items-start gap-4 pt-6">
            <p>{t('billing.loadFailed')}</p>
            <Button
              variant="outline"
              onClick={() => void Promise.all([subscription.refetch(), plans.refetch()])}
              disabled={subscription.isFetching || plans.isFetching}
            >
              <RotateCw aria-hidden="true" />
              {t('billing.reload')}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <CurrentPlanSection subscription={subscription.data} plans={plans.data} />
          <ChangePlanSection subscription={subscription.data} plans={plans.data} />
          <PaymentMethodsSection />
          <InvoicesSection />
        </>
      )}
    </div>
  );
}
