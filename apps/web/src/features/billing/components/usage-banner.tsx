import type { SessionType } from '@maeum/api-types';
import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/button';
import { useSubscription } from '../api';

/**
 * The usage banner of spec doc 2 §5, shared by the voice and text pages: shown when at most one
 * session is left this month; red at none, amber otherwise, with the way to upgrade.
 */
export function UsageBanner({ type }: { type: SessionType }) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  const data = subscription.data;
  if (!data || data.sessionsLeft > 1) return null;
  const none = data.sessionsLeft === 0;
  const kind = t(`billing.usage.${type}`);
  return (
    <div
      role={none ? 'alert' : 'status'}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between',
        none
          ? 'border-destructive/40 bg-destructive/10 text-destructive'
          : 'border-amber-400/60 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
      )}
    >
      <div className="flex items-start gap-3">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">
            {none
              ? t('billing.usage.reached', { type: kind })
              : t('billing.usage.remaining', { count: data.sessionsLeft, type: kind })}
          </p>
          <p className="text-sm">
            {t('billing.usage.used', {
              used: data.monthlySessions - data.sessionsLeft,
              total: data.monthlySessions,
              plan: data.planName,
            })}
          </p>
        </div>
      </div>
      <Button asChild size="sm" className="self-start sm:self-auto">
        <Link to="/pricing-new">{t('billing.usage.upgrade')}</Link>
      </Button>
    </div>
  );
}
