import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../auth/api';
import { Card } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { useHabits } from '../api';
import { HabitFlags } from '../components/habit-flags';
import { weekWithLabels } from '../lib/week-labels';
import '../translations';

const HabitWeekChart = lazy(() => import('../components/habit-week-chart'));

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-muted/50 p-4">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tracking-tight">{value}</dd>
    </div>
  );
}

/**
 * /profile (spec 001 §2): the header card and the habits tab. The overview, usage and activity
 * tabs need statistics from events that are not built yet, so they are not shown (no made-up numbers).
 */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const habits = useHabits();
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
      </Card>

      <section aria-labelledby="profile-habits-title" className="flex flex-col gap-4">
        <h2 id="profile-habits-title" className="text-lg font-semibold tracking-tight">
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
        <p className="text-sm text-muted-foreground">{t('habits.profile.moreSoon')}</p>
      </section>
    </div>
  );
}
