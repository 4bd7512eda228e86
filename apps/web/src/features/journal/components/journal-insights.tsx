import type { JournalEntryMood } from '@maeum/api-types';
import { Flame, Hash, NotebookPen, Smile } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { useJournalInsights } from '../api';
import { useEmotionName } from './analysis-block';

// The charting library loads with insights mode only.
const MoodChart = lazy(() => import('./mood-chart'));

/** Insights mode (real data): streak, most common mood, total, popular tags, moods over time. */
export function JournalInsights({ onTag }: { onTag: (tag: string) => void }) {
  const { t } = useTranslation();
  const insights = useJournalInsights(true);
  const name = useEmotionName();
  if (insights.isPending)
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('a11y.loading')} />
      </div>
    );
  if (insights.isError || !insights.data)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('journal.stats.failed')}
      </p>
    );
  const stats = insights.data;
  const tiles = [
    {
      icon: Flame,
      label: t('journal.stats.streak'),
      value: t('journal.stats.streakDays', { count: stats.streakDays }),
    },
    {
      icon: Smile,
      label: t('journal.stats.mood'),
      value: stats.mostCommonMood
        ? t(`journal.moods.${stats.mostCommonMood as JournalEntryMood}`)
        : t('journal.stats.noMood'),
    },
    { icon: NotebookPen, label: t('journal.stats.total'), value: String(stats.totalEntries) },
  ];
  return (
    <section aria-labelledby="journal-stats" className="flex flex-col gap-4">
      <h2 id="journal-stats" className="text-lg font-semibold tracking-tight">
        {t('journal.stats.title')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {tiles.map(({ icon: Icon, label, value }) => (
          <Card key={label} className="flex flex-col gap-1 p-4">
            <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
              <Icon aria-hidden="true" className="size-4 text-primary" />
              {label}
            </dt>
            <dd className="text-2xl font-bold tracking-tight">{value}</dd>
          </Card>
        ))}
      </dl>
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <Hash aria-hidden="true" className="size-4 text-primary" />
          {t('journal.stats.tags')}
        </h3>
        {stats.popularTags.length ? (
          <ul className="flex flex-wrap gap-2">
            {stats.popularTags.map(({ tag, count }) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onTag(tag)}
                  className="rounded-full bg-accent px-3 py-1 text-sm text-accent-foreground hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  #{name(tag)} <span className="text-muted-foreground">{count}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('journal.stats.noTags')}</p>
        )}
      </Card>
      <Card className="flex flex-col gap-3 p-4">
        <h3 className="text-sm font-semibold">{t('journal.stats.chart')}</h3>
        {stats.moodByDay.length ? (
          <Suspense fallback={<Spinner label={t('a11y.loading')} />}>
            <MoodChart days={stats.moodByDay} />
          </Suspense>
        ) : (
          <p className="text-sm text-muted-foreground">{t('journal.stats.chartEmpty')}</p>
        )}
      </Card>
    </section>
  );
}
