import { PLAN_RANK, type BillingPeriod, type PlanId, type PlanView } from '@maeum/api-types';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { formatWon, priceOf } from '../format';

interface PlanGridProps {
  plans: PlanView[];
  period: BillingPeriod;
  /** The signed-in user's plan: its card says so, and cheaper plans are not sold. */
  currentPlanId?: PlanId;
  /** The action of one card (a button or a link), given the plan. */
  action: (plan: PlanView, state: 'current' | 'lower' | 'upgrade') => ReactNode;
}

/** The plan cards of /pricing and Plans & Billing (spec §2): emoji, description, won, features. */
export function PlanGrid({ plans, period, currentPlanId, action }: PlanGridProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {plans.map((plan) => {
        const state =
          currentPlanId === plan.id
            ? 'current'
            : currentPlanId && PLAN_RANK[plan.id] < PLAN_RANK[currentPlanId]
              ? 'lower'
              : 'upgrade';
        const price = priceOf(plan, period);
        return (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col gap-4 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm',
              plan.isMostPopular && 'border-primary/60 ring-1 ring-primary/30',
            )}
            aria-labelledby={`plan-${plan.id}`}
          >
            {plan.isMostPopular ? (
              <span className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                {t('billing.plans.mostPopular')}
              </span>
            ) : null}
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="text-3xl">
                {plan.emojiIcon}
              </span>
              <h3 id={`plan-${plan.id}`} className="text-xl font-semibold tracking-tight">
                {plan.name}
              </h3>
            </div>
            <p className="text-sm text-muted-foreground">
              {language === 'ko' ? plan.descriptionKo : plan.description}
            </p>
            <p className="flex items-baseline gap-1">
              <span className="text-3xl font-bold tracking-tight">{formatWon(price, language)}</span>
              {price > 0 ? (
                <span className="text-sm text-muted-foreground">
                  {t(period === 'annual' ? 'billing.period.perYear' : 'billing.period.perMonth')}
                </span>
              ) : null}
            </p>
            <ul className="flex flex-1 flex-col gap-2 text-sm">
              {[
                t('billing.plans.sessions', { count: plan.monthlySessions }),
                t('billing.plans.minutes', { count: plan.sessionMinutes }),
                plan.dailyTexts === null
                  ? t('billing.plans.unlimitedTexts')
                  : t('billing.plans.texts', { count: plan.dailyTexts }),
                ...plan.features
                  .filter((feature) => feature !== 'unlimited-text')
                  .map((feature) => t(`billing.plans.feature.${feature}`, { defaultValue: feature })),
              ].map((line) => (
                <li key={line} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {line}
                </li>
              ))}
            </ul>
            <div className="pt-2">{action(plan, state)}</div>
          </li>
        );
      })}
    </ul>
  );
}
