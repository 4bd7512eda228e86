import type { PlanView, SubscriptionView } from '@maeum/api-types';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../shared/ui/card';
import { formatBillingDate } from '../format';
import { ManageSubscriptionDialog } from './manage-subscription-dialog';
import { canResume, ResumePlanButton } from './resume-plan-button';

/**
 * Current Plan (spec §2): name, status, 'Renews on' or 'Ends on', this month's sessions; a
 * cancelled plan can be resumed until it ends.
 */
export function CurrentPlanSection({
  subscription,
  plans,
}: {
  subscription: SubscriptionView;
  plans: PlanView[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [managing, setManaging] = useState(false);
  const date = (iso: string) => formatBillingDate(iso, language);
  const cancelled = subscription.status === 'cancelled';
  const scheduled = plans.find((p) => p.id === subscription.scheduledPlanId);
  const canManage = subscription.planId !== 'free' && !cancelled;

  return (
    <Card aria-labelledby="current-plan-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle id="current-plan-title">{t('billing.current.title')}</CardTitle>
          <p className="flex flex-wrap items-center gap-2 text-2xl font-bold tracking-tight">
            {subscription.planName}
            <span
              className={
                cancelled
                  ? 'rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground'
                  : 'rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary'
              }
            >
              {t(`billing.current.status.${subscription.status}`)}
            </span>
          </p>
        </div>
        {canManage ? (
          <Button variant="outline" onClick={() => setManaging(true)}>
            {t('billing.current.manage')}
          </Button>
        ) : canResume(subscription) ? (
          <ResumePlanButton />
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        {subscription.endsAt ? (
          <p className="font-medium">
            {t(cancelled ? 'billing.current.endsOn' : 'billing.current.renewsOn', {
              date: date(subscription.endsAt),
            })}
          </p>
        ) : subscription.granted ? (
          <p className="font-medium">{t('billing.current.granted')}</p>
        ) : (
          <p className="text-muted-foreground">{t('billing.current.free')}</p>
        )}
        {scheduled && subscription.endsAt ? (
          <p className="text-muted-foreground">
            {t('billing.current.scheduled', { plan: scheduled.name, date: date(subscription.endsAt) })}
          </p>
        ) : null}
        <p>
          {t('billing.current.sessionsLeft', {
            left: subscription.sessionsLeft,
            total: subscription.monthlySessions,
          })}
        </p>
        <p className="text-muted-foreground">
          {t('billing.current.resetsOn', { date: date(subscription.nextResetDate) })}
        </p>
        {subscription.paymentFailing ? (
          <p
            role="alert"
            className="mt-2 flex items-start gap-2 rounded-lg bg-destructive/10 p-3 text-destructive"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('billing.current.paymentFailing')}
          </p>
        ) : null}
      </CardContent>
      {canManage ? (
        <ManageSubscriptionDialog
          open={managing}
          onOpenChange={setManaging}
          subscription={subscription}
          plans={plans}
        />
      ) : null}
    </Card>
  );
}
