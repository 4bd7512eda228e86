import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMe } from '../../auth';
import { ActivityFeed, StatTile as Stat, useProfileStats } from '../../insights';
import { EditProfileDialog } from '../../settings';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { useHabits } from '../api';
import { HabitFlags } from '../components/habit-flags';
import { weekWithLabels } from '../lib/week-labels';
import '../translations';

const HabitWeekChart = lazy(() => import('../components/habit-week-chart'));

const TABS = ['overview', 'usage', 'habits', 'activity'] as const;
type Tab = (typeof TABS)[number];

/**
 * /profile (spec 001 §2): the header card and four tabs (overview, usage, habits, activity), every
 * number from recorded data; the tab is in the address (?tab=habits) so the sidebar can link to it.
 */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const habits = useHabits();
  const stats = useProfileStats();
  const [editing, setEditing] = useState(false);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'overview';
  const choose = (next: Tab) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    choose(next);
    document.getElementById(`profile-tab-${next}`)?.focus();
  };
  const locale = i18n.language === 'ko' ? 'ko-KR' : 'en-US';
  const data = stats.data;
  const email = me.data?.user.email ?? '';
  const name = me.data?.profile?.fullName || t('habits.profile.anonymous');
  const initial = (me.data?.profile?.fullName || email || 'U').charAt(0).toUpperCase();
  const joined = me.data
    ? new Intl.DateTimeFormat(i18n.language === 'ko' ? 'ko-KR' : 'en-US', {
        month: 'long',
        year: 'numeric',
      }).format(new Date(me.data.user.createdAt))
    : '';
  const view = habits.data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
      <h1 className="sr-only">{t('habits.profile.title')}</h1>
      <Card className="flex items-center gap-4 p-6">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xl font-bold text-primary"
        >
          {initial}
        </span>
        <div className="flex min-w-0 flex-col">
          <p className="truncate text-lg font-semibold">{me.data ? name : t('a11y.loading')}</p>
          <p className="truncate text-sm text-muted-foreground">{email}</p>
          {joined ? (
            <p className="text-xs text-muted-foreground">{t('habits.profile.joined', { date: joined })}</p>
          ) : null}
        </div>
        <div className="ml-auto flex shrink-0 flex-col items-end gap-2">
          {data ? (
            <span className="rounded-full bg-primary/15 px-3 py-1 text-xs font-semibold text-primary">
              {data.usage.planName}
            </span>
          ) : null}
          {me.data ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              {t('settings.profile.edit')}
            </Button>
          ) : null}
        </div>
      </Card>
      <EditProfileDialog
        open={editing}
        onOpenChange={setEditing}
        fullName={me.data?.profile?.fullName ?? ''}
        email={email}
      />

      <div
        role="tablist"
        aria-label={t('insights.profile.tabsLabel')}
        onKeyDown={onTabKey}
        className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1 sm:grid-cols-4"
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`profile-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`profile-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => choose(name)}
            className={`min-h-10 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring ${
              tab === name ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground'
            }`}
          >
            {t(`insights.profile.tabs.${name}`)}
          </button>
        ))}
      </div>

      {tab !== 'habits' ? (
        <section
          id={`profile-panel-${tab}`}
          role="tabpanel"
          aria-labelledby={`profile-tab-${tab}`}
          className="flex flex-col gap-4"
        >
          {!data ? (
            stats.isError ? (
              <p role="alert" className="text-sm">
                {t('insights.profile.loadFailed')}
              </p>
            ) : (
              <Spinner label={t('a11y.loading')} />
            )
          ) : tab === 'overview' ? (
            <dl className="grid gap-3 sm:grid-cols-3" data-testid="profile-overview">
              <Stat label={t('insights.profile.totalSessions')} value={String(data.overview.totalSessions)} />
              <Stat
                label={t('insights.profile.moodScore')}
                value={data.overview.moodScore === null ? '—' : String(data.overview.moodScore)}
                note={
                  data.overview.moodScore === null
                    ? t('insights.profile.moodScoreHint')
                    : t('insights.profile.moodScoreBasis', { count: data.overview.moodRatings })
                }
              />
              <Stat label={t('insights.profile.habitStreak')} value={String(data.overview.habitStreak)} />
            </dl>
          ) : tab === 'usage' ? (
            <Card className="flex flex-col gap-4 p-4">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Stat label={t('insights.profile.plan')} value={data.usage.planName} />
                <div className="flex flex-col gap-2 rounded-xl bg-muted/50 p-4">
                  <dt className="text-xs font-medium text-muted-foreground">
                    {t('insights.profile.sessionsUsed')}
                  </dt>
                  <dd className="text-2xl font-bold tracking-tight">
                    {t('insights.profile.sessionsUsedValue', {
                      used: data.usage.sessionsUsed,
                      limit: data.usage.monthlySessions,
                    })}
                  </dd>
                  <dd>
                    <progress
                      className="h-2 w-full accent-primary"
                      max={Math.max(1, data.usage.monthlySessions)}
                      value={Math.min(data.usage.sessionsUsed, data.usage.monthlySessions)}
                      aria-label={t('insights.profile.sessionsUsed')}
                    />
                  </dd>
                  <dd className="text-xs text-muted-foreground">
                    {t('insights.profile.resets', {
                      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
                        new Date(data.usage.nextResetDate),
                      ),
                    })}
                  </dd>
                </div>
                <Stat label={t('insights.profile.textSessions')} value={String(data.usage.textSessions)} />
                <Stat label={t('insights.profile.voiceSessions')} value={String(data.usage.voiceSessions)} />
                <Stat
                  label={t('insights.profile.averageLength')}
                  value={
                    data.usage.averageMinutes === null
                      ? '—'
                      : t('insights.profile.averageLengthValue', { minutes: data.usage.averageMinutes })
                  }
                />
                <Stat label={t('insights.profile.totalMessages')} value={String(data.usage.totalMessages)} />
              </dl>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" asChild>
                  <Link to="/pricing-new">{t('insights.profile.viewPlans')}</Link>
                </Button>
                <Button asChild>
                  <Link to="/plans-and-billing">
                    {data.usage.planId === 'pro'
                      ? t('insights.profile.manage')
                      : t('insights.profile.upgrade')}
                  </Link>
                </Button>
              </div>
            </Card>
          ) : (
            <Card className="p-4">
              <ActivityFeed items={data.activity} />
            </Card>
          )}
        </section>
      ) : (
        <section
          id="profile-panel-habits"
          role="tabpanel"
          aria-labelledby="profile-tab-habits"
          className="flex flex-col gap-4"
        >
          <h2 id="profile-habits-title" className="sr-only">
            {t('habits.profile.habitsTab')}
          </h2>
          {view ? (
            <>
              <dl className="grid grid-cols-3 gap-3">
                <Stat label={t('habits.profile.weeklyCompletion')} value={`${view.weeklyCompletion}%`} />
                <Stat label={t('habits.profile.dayStreak')} value={String(view.streak)} />
                <Stat
                  label={t('habits.profile.todayProgress')}
                  value={t('habits.profile.todayValue', { done: view.todayDone })}
                />
              </dl>
              <Card className="flex flex-col gap-2 p-4">
                <h3 className="text-sm font-semibold">{t('habits.profile.chartTitle')}</h3>
                <figure>
                  <Suspense fallback={<Spinner label={t('a11y.loading')} />}>
                    <HabitWeekChart week={view.week} />
                  </Suspense>
                  {/* The same numbers for a screen reader, without waiting for the chart. */}
                  <figcaption className="sr-only">
                    <ul>
                      {weekWithLabels(view.week, i18n.language).map((day) => (
                        <li key={day.date}>
                          {t('habits.profile.chartDay', { day: day.label, done: day.done })}
                        </li>
                      ))}
                    </ul>
                  </figcaption>
                </figure>
              </Card>
              <Card className="flex flex-col gap-3 p-4">
                <h3 className="text-sm font-semibold">{t('habits.flags.title')}</h3>
                <HabitFlags flags={view.flags} />
              </Card>
            </>
          ) : habits.isError ? (
            <p role="alert" className="text-sm">
              {t('habits.loadFailed')}
            </p>
          ) : (
            <Spinner label={t('a11y.loading')} />
          )}
        </section>
      )}
    </div>
  );
}
