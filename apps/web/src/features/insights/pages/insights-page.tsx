import type { InsightsView } from '@maeum/api-types';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { useInsights } from '../api';
import { StatTile } from '../components/stat-tile';
import '../translations';

const MoodChart = lazy(async () => ({ default: (await import('../components/insights-charts')).MoodChart }));
const MoodWeeksChart = lazy(async () => ({
  default: (await import('../components/insights-charts')).MoodWeeksChart,
}));
const WeekChart = lazy(async () => ({ default: (await import('../components/insights-charts')).WeekChart }));

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </Card>
  );
}

/** A chart's numbers as a table, for screen readers and anyone who prefers rows (visually hidden). */
function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Insights({ view }: { view: InsightsView }) {
  const { t } = useTranslation();
  const weekdays = t('insights.weekdays', { returnObjects: true }) as string[];
  const mood = (word: string | null) => (word ? t(`insights.moods.${word}` as 'insights.moods.happy') : '—');
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-3" data-testid="insights-sessions">
        <StatTile label={t('insights.sessions.count')} value={String(view.sessions.count)} />
        <StatTile label={t('insights.sessions.minutes')} value={String(view.sessions.minutes)} />
        <StatTile
          label={t('insights.sessions.rating')}
          value={view.sessions.averageRating === null ? '—' : String(view.sessions.averageRating)}
        />
      </dl>

      <Section
        id="insights-mood"
        title={t('insights.mood.title')}
        description={t('insights.mood.description')}
      >
        <Suspense fallback={<Spinner label={t('a11y.loading')} />}>
          <MoodChart days={view.moodDays} />
        </Suspense>
        <DataTable
          caption={t('insights.mood.title')}
          head={[
            t('insights.mood.date'),
            t('insights.mood.rating'),
            t('insights.mood.journalMood'),
            t('insights.mood.entries'),
          ]}
          rows={view.moodDays.map((day) => [day.date, day.rating ?? '—', mood(day.journalMood), day.entries])}
        />
        {view.moodWeeks.length > 1 ? (
          <>
            <h3 className="text-sm font-semibold">{t('insights.mood.weeksTitle')}</h3>
            <Suspense fallback={<Spinner label={t('a11y.loading')} />}>
              <MoodWeeksChart weeks={view.moodWeeks} />
            </Suspense>
            <DataTable
              caption={t('insights.mood.weeksTitle')}
              head={[
                t('insights.mood.weekStart'),
                t('insights.mood.rating'),
                t('insights.mood.entries'),
                t('insights.mood.betterDays'),
                t('insights.mood.harderDays'),
              ]}
              rows={view.moodWeeks.map((week) => [
                week.weekStart,
                week.rating ?? '—',
                week.entries,
                week.betterDays,
                week.harderDays,
              ])}
            />
          </>
        ) : null}
        <p className="text-sm text-muted-foreground" data-testid="insights-days">
          {t('insights.habits.days', { better: view.betterDays, harder: view.harderDays })}
        </p>
      </Section>

      <Section id="insights-week" title={t('insights.week.title')}>
        <Suspense fallback={<Spinner label={t('a11y.loading')} />}>
          <WeekChart
            week={view.week}
            labels={weekdays}
            names={{ sessions: t('insights.week.sessions'), entries: t('insights.week.entries') }}
          />
        </Suspense>
        <DataTable
          caption={t('insights.week.title')}
          head={[
            t('insights.week.weekday'),
            t('insights.week.sessions'),
            t('insights.week.entries'),
            t('insights.week.rating'),
          ]}
          rows={view.week.map((day) => [
            weekdays[day.weekday - 1] ?? '',
            day.sessions,
            day.entries,
            day.averageRating ?? '—',
          ])}
        />
      </Section>

      <Section
        id="insights-habits"
        title={t('insights.habits.title')}
        description={t('insights.habits.description')}
      >
        {view.habits.length ? (
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
            {view.habits.map((link) => (
              <li key={link.habit}>
                {t('insights.habits.line', {
                  ...link,
                  habit: t(`insights.habits.names.${link.habit}`),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('insights.habits.none')}</p>
        )}
      </Section>

      <div className="grid gap-4 md:grid-cols-2">
        <Section id="insights-emotions" title={t('insights.emotions.title')}>
          {view.emotions.length ? (
            <ul className="flex flex-wrap gap-2">
              {view.emotions.map((e) => (
                <li key={e.name} className="rounded-full bg-muted px-3 py-1 text-sm">
                  {e.name} · {e.count}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('insights.emotions.none')}</p>
          )}
        </Section>
        <Section id="insights-themes" title={t('insights.themes.title')}>
          {view.themes.length ? (
            <ul className="flex flex-wrap gap-2">
              {view.themes.map((theme) => (
                <li key={theme.name} className="rounded-full bg-muted px-3 py-1 text-sm">
                  #{theme.name} · {theme.count}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{t('insights.themes.none')}</p>
          )}
        </Section>
      </div>

      <Section id="insights-boosters" title={t('insights.boosters.title')}>
        {view.boosters.length ? (
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
            {view.boosters.map((b) => (
              <li key={b.slug}>
                {t('insights.boosters.line', {
                  name: b.slug.replace(/-/g, ' '),
                  count: b.uses,
                  days: b.days,
                  better: b.betterDays,
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('insights.boosters.none')}</p>
        )}
      </Section>
    </>
  );
}

/**
 * /insights: real statistics; Pro everything, other plans the last 7 days ("Limited Insights").
 * `mentorCard`: the way into the weekly review, shown with the full view; the app passes it in
 * (the mentor feature builds on insights, so insights does not import it).
 */
export function InsightsPage({ mentorCard }: { mentorCard?: ReactNode }) {
  const { t } = useTranslation();
  const insights = useInsights();
  const view = insights.data;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('insights.title')}</h1>
          {view?.scope === 'limited' ? (
            <span className="rounded-full bg-amber-500/15 px-3 py-1 text-xs font-semibold text-amber-700 dark:text-amber-300">
              {t('insights.limitedBadge')}
            </span>
          ) : null}
        </div>
        <p className="text-muted-foreground">{t('insights.subtitle')}</p>
        {view ? (
          <p className="text-sm" data-testid="insights-scope">
            {view.scope === 'limited' ? t('insights.limitedNote') : t('insights.fullNote')}{' '}
            {view.scope === 'limited' ? (
              <Button variant="link" className="h-auto p-0" asChild>
                <Link to="/plans-and-billing#change-plan">{t('insights.upgrade')}</Link>
              </Button>
            ) : null}
          </p>
        ) : null}
      </header>
      {view?.scope === 'full' ? mentorCard : null}
      {view ? (
        view.empty ? (
          <Card className="flex flex-col gap-2 p-6" role="region" aria-labelledby="insights-empty">
            <h2 id="insights-empty" className="text-lg font-semibold">
              {t('insights.empty.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('insights.empty.body')}</p>
          </Card>
        ) : (
          <Insights view={view} />
        )
      ) : insights.isError ? (
        <p role="alert">{t('insights.loadFailed')}</p>
      ) : (
        <Spinner label={t('a11y.loading')} />
      )}
    </div>
  );
}
