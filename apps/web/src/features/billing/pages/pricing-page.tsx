import type { BillingPeriod } from '@maeum/api-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { useAuth } from '../../auth';
import { usePlans } from '../api';
import { PeriodToggle } from '../components/period-toggle';
import { PlanGrid } from '../components/plan-grid';

const AFTER_SIGN_UP = '/plans-and-billing#change-plan';

/** /pricing and /pricing-new: the plan cards; signed-in users go on to Change Plan. */
export function PricingPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const plans = usePlans();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');

  if (status === 'signed-in') return <Navigate to={AFTER_SIGN_UP} replace />;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col items-center gap-8 px-4 py-12 sm:px-6 md:py-16">
      <header className="flex max-w-2xl flex-col gap-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('billing.pricing.title')}
        </h1>
        <p className="text-muted-foreground">{t('billing.pricing.subtitle')}</p>
      </header>
      <PeriodToggle value={period} onChange={setPeriod} />
      <div className="w-full">
        {plans.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t('a11y.loading')} size="lg" />
          </div>
        ) : plans.isError ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-12">
            <p>{t('billing.plans.loadFailed')}</p>
            <Button variant="outline" onClick={() => void plans.refetch()}>
              {t('billing.reload')}
            </Button>
          </div>
        ) : (
          <PlanGrid
            plans={plans.data}
            period={period}
            action={(plan) => (
              <Button asChild className="w-full" variant={plan.isMostPopular ? 'primary' : 'outline'}>
                <Link to={`/signup?redirect=${encodeURIComponent(AFTER_SIGN_UP)}`}>
                  {plan.id === 'free'
                    ? t('billing.plans.startFree')
                    : t('billing.plans.signUp', { plan: plan.name })}
                </Link>
              </Button>
            )}
          />
        )}
      </div>
    </div>
  );
}
