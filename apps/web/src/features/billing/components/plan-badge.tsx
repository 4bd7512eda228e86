import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { useSubscription } from '../api';

/** The plan badge of the header and sidebar (spec §9: Plus, Pro, Free); a way to Plans & Billing. */
export function PlanBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const subscription = useSubscription();
  if (!subscription.data) return null;
  const { planId, planName } = subscription.data;
  return (
    <Link
      to="/plans-and-billing"
      aria-label={t('billing.badge', { plan: planName })}
      className={cn(
        'inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        planId === 'free'
          ? 'bg-muted text-muted-foreground hover:bg-muted/70'
          : 'bg-primary/15 text-primary hover:bg-primary/25',
        className,
      )}
    >
      {planName}
    </Link>
  );
}
