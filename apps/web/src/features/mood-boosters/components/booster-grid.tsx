import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toast';
import { useMoodBoosters } from '../api';
import { BoosterCard } from './booster-card';

/**
 * The grid of active boosters (spec 001 §2). `openCount`: how many are open (a preview opens the
 * first 3; null: all); a visitor's cards ask them to log in.
 */
export function BoosterGrid({
  openCount,
  visitor = false,
  onVisitorOpen,
}: {
  openCount: number | null;
  visitor?: boolean;
  onVisitorOpen?: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const boosters = useMoodBoosters();

  useEffect(() => {
    if (boosters.isError)
      toast.error(t('moodBoosters.loadFailedTitle'), { description: t('moodBoosters.loadFailed') });
  }, [boosters.isError, t]);

  if (boosters.isPending)
    return (
      <ul
        aria-busy="true"
        aria-label={t('a11y.loading')}
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="h-36 animate-pulse rounded-2xl bg-muted" />
        ))}
      </ul>
    );
  if (boosters.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border bg-card p-6">
        <p>{t('moodBoosters.loadFailed')}</p>
        <Button variant="outline" onClick={() => void boosters.refetch()}>
          {t('moodBoosters.retry')}
        </Button>
      </div>
    );
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
      {boosters.data.map((booster, index) => (
        <BoosterCard
          key={booster.id}
          booster={booster}
          index={index}
          state={visitor ? 'visitor' : openCount === null || index < openCount ? 'open' : 'locked'}
          onVisitorOpen={onVisitorOpen}
        />
      ))}
    </ul>
  );
}
