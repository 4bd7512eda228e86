import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DashboardCard } from '../../../shared/ui/dashboard-card';
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
    <DashboardCard
      title={t('billing.dashboardCard.title')}
      aside={
        <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary">
          {data.planName}
        </span>
      }
      className="gap-3"
    >
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
    </DashboardCard>
  );
}
