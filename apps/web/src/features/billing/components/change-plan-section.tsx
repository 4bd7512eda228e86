import type { BillingPeriod, PlanView, SubscriptionView } from '@maeum/api-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useStartCheckout } from '../use-start-checkout';
import { PeriodToggle } from './period-toggle';
import { PlanGrid } from './plan-grid';

/** Change Plan (spec §2): the grid, with checkout for an upgrade; cheaper plans go by the manage dialog. */
export function ChangePlanSection({
  plans,
  subscription,
}: {
  plans: PlanView[];
  subscription: SubscriptionView;
}) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<BillingPeriod>(subscription.billingPeriod);
  const checkout = useStartCheckout();
  const pendingPlan =
    checkout.isPending && checkout.variables?.kind === 'plan' ? checkout.variables.planId : null;

  return (
    <section
      id="change-plan"
      aria-labelledby="change-plan-title"
      className="flex scroll-mt-20 flex-col gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="change-plan-title" className="text-xl font-semibold tracking-tight">
          {t('billing.plans.title')}
        </h2>
        <PeriodToggle value={period} onChange={setPeriod} />
      </div>
      <PlanGrid
        plans={plans}
        period={period}
        currentPlanId={subscription.planId}
        action={(plan, state) =>
          state === 'current' ? (
            <Button variant="secondary" className="w-full" disabled>
              {t('billing.plans.current')}
            </Button>
          ) : state === 'lower' || plan.id === 'free' ? (
            <p className="text-center text-sm text-muted-foreground">{t('billing.plans.lower')}</p>
          ) : (
            <Button
              className="w-full"
              variant={plan.isMostPopular ? 'primary' : 'outline'}
              disabled={checkout.isPending}
              aria-busy={pendingPlan === plan.id}
              onClick={() => checkout.mutate({ kind: 'plan', planId: plan.id, billingPeriod: period })}
            >
              {pendingPlan === plan.id
                ? t('billing.checkout.starting')
                : t('billing.plans.choose', { plan: plan.name })}
            </Button>
          )
        }
      />
    </section>
  );
}
