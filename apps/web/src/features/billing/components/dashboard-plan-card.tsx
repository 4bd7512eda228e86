import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../shared/ui/card';
import { useSubscription } from '../api';
import { formatBillingDate } from '../format';

/** The dashboard's plan card: sessions left and when they reset. */
export function DashboardPlanCard() {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription();
  const data = subscription.data;
  if (!data) return null;
  const free = data.planId === 'free';
  return (
    <Card className="flex flex-col gap-3 p-6" aria-labelledby="dashboard-plan-title">
      <div className="flex items-center justify-between gap-2">
        <h2 id="dashboard-plan-title" className="text-lg font-semibold tracking-tight">
          {t('billing.dashboardCard.title')}
        </h2>
        <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary">
          {data.planName}
        </span>
      </div>
      <p className="text-2xl font-bold tracking-tight">
        {t('billing.dashboardCard.sessionsLeft', { count: data.sessionsLeft })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t('billing.dashboardCard.resets', {
          date: formatBillingDate(data.nextResetDate, i18n.resolvedLanguage ?? 'en'),
        })}
      </p>
      <Link
        to={free ? '/pricing' : '/plans-and-billing'}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t(free ? 'billing.dashboardCard.upgrade' : 'billing.dashboardCard.manage')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
