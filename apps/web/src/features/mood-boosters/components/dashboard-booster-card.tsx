import { MOOD_BOOSTER_PREVIEW_COUNT } from '@maeum/api-types';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { DashboardCard } from '../../../shared/ui/dashboard-card';
import { useFeatureAccess } from '../../billing';
import { useMoodBoosters } from '../api';
import { boosterBlurb, boosterTitle } from '../lib/booster-words';
import '../translations';

/** The day's booster: the same all day, a different one tomorrow. */
export function boosterOfTheDay<T>(boosters: T[], day = new Date()): T | undefined {
  if (boosters.length === 0) return undefined;
  const dayNumber = Math.floor((day.getTime() - day.getTimezoneOffset() * 60_000) / 86_400_000);
  return boosters[dayNumber % boosters.length];
}

/**
 * The dashboard's booster card: one suggestion a day and the way to all of them. A plan without
 * boosters is shown one its preview opens (the first 3), never one it cannot try.
 */
export function DashboardBoosterCard() {
  const { t } = useTranslation();
  const boosters = useMoodBoosters();
  const { access } = useFeatureAccess('mood-boosters');
  const open = access.data?.allowed ? boosters.data : boosters.data?.slice(0, MOOD_BOOSTER_PREVIEW_COUNT);
  const booster = access.isPending ? undefined : boosterOfTheDay(open ?? []);
  return (
    <DashboardCard
      icon={Sparkles}
      title={t('moodBoosters.dashboard.title')}
      description={
        booster
          ? t('moodBoosters.dashboard.suggestion', {
              title: boosterTitle(t, booster),
              blurb: boosterBlurb(t, booster.type),
            })
          : boosters.isError
            ? t('moodBoosters.loadFailed')
            : t('a11y.loading')
      }
      aside={
        booster ? (
          <span aria-hidden="true" className="font-emoji text-3xl">
            {booster.emojiIcon}
          </span>
        ) : null
      }
    >
      <div className="flex flex-wrap gap-2">
        {booster ? (
          <Button asChild>
            <Link to={`/mood-boosters/${booster.slug}`}>{t('moodBoosters.dashboard.open')}</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/mood-boosters">{t('moodBoosters.dashboard.browse')}</Link>
        </Button>
      </div>
    </DashboardCard>
  );
}
