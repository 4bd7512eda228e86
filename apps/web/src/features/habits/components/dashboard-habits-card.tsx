import { HABIT_ITEMS_PER_DAY } from '@maeum/api-types';
import { Flame, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Button } from '../../../shared/ui/button';
import { DashboardCard } from '../../../shared/ui/dashboard-card';
import { blankDay, useHabits, useSaveHabitDay } from '../api';
import { HabitCheckIn } from './habit-check-in';
import '../translations';

/** The dashboard's "today's habits" card: a check-in in a few taps, the streak, n of 7. */
export function DashboardHabitsCard() {
  const { t } = useTranslation();
  const habits = useHabits();
  const save = useSaveHabitDay();
  const view = habits.data;
  const today = view ? (view.days.find((day) => day.date === view.today) ?? blankDay(view.today)) : null;
  return (
    <DashboardCard icon={ListChecks} title={t('habits.title')} description={t('habits.description')}>
      {view && today ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="font-medium" aria-live="polite">
              {t('habits.progress', { done: view.todayDone, total: HABIT_ITEMS_PER_DAY })}
            </span>
            <span className="flex items-center gap-1 text-muted-foreground">
              <Flame aria-hidden="true" className="size-4 text-orange-500" />
              {view.streak > 0 ? t('habits.streak', { count: view.streak }) : t('habits.noStreak')}
            </span>
          </div>
          <HabitCheckIn
            day={today}
            onSave={(input) =>
              save.mutate({ date: view.today, input }, { onError: () => toast.error(t('habits.saveFailed')) })
            }
          />
          <Button asChild variant="outline" className="self-start">
            <Link to="/profile?tab=habits">{t('habits.seeWeek')}</Link>
          </Button>
        </>
      ) : habits.isError ? (
        <div className="flex flex-col items-start gap-2 text-sm">
          <p role="alert">{t('habits.loadFailed')}</p>
          <Button variant="outline" onClick={() => void habits.refetch()}>
            {t('habits.retry')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('a11y.loading')}</p>
      )}
    </DashboardCard>
  );
}
