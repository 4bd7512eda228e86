import type { BillingPeriod } from '@maeum/api-types';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';

/** Monthly or annual (spec §2): a two-option radio group; annual carries the 'Save 17%' badge. */
export function PeriodToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (p: BillingPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('billing.period.label')}
      className="inline-flex items-center gap-1 rounded-full border bg-muted/60 p-1"
    >
      {(['monthly', 'annual'] as const).map((period) => (
        <button
          key={period}
          type="button"
          role="radio"
          aria-checked={value === period}
          onClick={() => onChange(period)}
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            value === period
              ? 'bg-background text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {t(`billing.period.${period}`)}
          {period === 'annual' ? (
            <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">
              {t('billing.period.save')}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
