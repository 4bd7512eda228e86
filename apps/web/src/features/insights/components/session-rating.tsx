import { SESSION_RATING_MAX, SESSION_RATING_MIN } from '@maeum/api-types';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { useRateSession } from '../api';
import '../translations';

const VALUES = Array.from(
  { length: SESSION_RATING_MAX - SESSION_RATING_MIN + 1 },
  (_, index) => SESSION_RATING_MIN + index,
);

/**
 * "How do you feel now?" after a session (optional, 1–10): a row of ten buttons in a radio group,
 * Save and Skip. The mood score is the average of the last five answers × 10.
 */
export function SessionRating({ sessionId, onDone }: { sessionId: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(null);
  const [closed, setClosed] = useState(false);
  const rate = useRateSession();
  const titleId = useId();
  const hintId = useId();
  if (closed) return null;
  if (rate.isSuccess)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('insights.rating.saved')}
      </p>
    );
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={hintId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {t('insights.rating.question')}
      </h2>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('insights.rating.hint')}
      </p>
      <div role="radiogroup" aria-labelledby={titleId} className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {VALUES.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={t('insights.rating.value', { value: n })}
            onClick={() => setValue(n)}
            className={`h-11 rounded-lg border text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
              value === n
                ? 'border-primary bg-primary text-primary-foreground'
                : 'bg-background hover:bg-muted'
            }`}
          >
            {n}
          </button>
        ))}
      </div>
      {rate.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('insights.rating.failed')}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={value === null || rate.isPending}
          onClick={() => value !== null && rate.mutate({ sessionId, rating: value })}
        >
          {t('insights.rating.save')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setClosed(true);
            onDone?.();
          }}
        >
          {t('insights.rating.skip')}
        </Button>
      </div>
    </section>
  );
}
