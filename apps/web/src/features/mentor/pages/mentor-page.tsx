import { BillingErrorCode, MENTOR_GOALS, type MentorGoal, type MentorReviewView } from '@maeum/api-types';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast';
import { useMentorReview, useSetMentorGoal } from '../api';
import { moodWord } from '../../insights';

/** One step of the review, numbered where it stands (last week's goal is shown only when there was one). */
function Step({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-6" role="region" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold tracking-tight">
        {number}. {title}
      </h2>
      {children}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex flex-col rounded-lg bg-muted/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  );
}

function Review({ view }: { view: MentorReviewView }) {
  const { t } = useTranslation();
  const goalName = (goal: MentorGoal) => t(`mentor.goals.${goal}`);
  const mood = view.journalMood ? moodWord(t, view.journalMood) : t('mentor.none');
  return (
    <>
      <Step id="mentor-week" number={1} title={t('mentor.step1')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label={t('mentor.sessions')} value={view.sessions} />
          <Figure
            label={t('mentor.rating')}
            value={
              view.averageRating === null
                ? t('mentor.none')
                : t('mentor.ratingValue', { value: view.averageRating })
            }
          />
          <Figure label={t('mentor.entries')} value={view.journalEntries} />
          <Figure label={t('mentor.mood')} value={mood} />
        </dl>
        <h3 className="text-sm font-medium">{t('mentor.emotions')}</h3>
        {view.emotions.length ? (
          <ul className="flex flex-wrap gap-2">
            {view.emotions.map((e) => (
              <li key={e.name} className="rounded-full bg-muted px-3 py-1 text-sm">
                {e.name} · {e.count}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('mentor.noEmotions')}</p>
        )}
      </Step>
      <Step id="mentor-habits" number={2} title={t('mentor.step2')}>
        {view.habitDays ? (
          <>
            <p className="text-sm">{t('mentor.habitsLogged', { count: view.habitDays })}</p>
            <ul className="flex flex-col divide-y" data-testid="mentor-habits">
              {view.habits.map((h) => (
                <li key={h.habit} className="flex justify-between py-2 text-sm">
                  <span>{t(`mentor.habit.${h.habit}`)}</span>
                  <span className="font-medium">{t('mentor.habitDays', { count: h.days })}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('mentor.noHabits')}</p>
        )}
      </Step>
      {view.previousGoal ? (
        <Step id="mentor-previous" number={3} title={t('mentor.step3')}>
          <p className="text-sm">
            {t('mentor.previous', { goal: goalName(view.previousGoal.goal), count: view.previousGoal.days })}
          </p>
        </Step>
      ) : null}
      <GoalStep view={view} number={view.previousGoal ? 4 : 3} />
    </>
  );
}

function GoalStep({ view, number }: { view: MentorReviewView; number: number }) {
  const { t } = useTranslation();
  const name = useId();
  const save = useSetMentorGoal();
  const [choice, setChoice] = useState<MentorGoal | null>(view.goal ?? view.suggestions[0] ?? null);
  const others = MENTOR_GOALS.filter((g) => !view.suggestions.includes(g));
  const option = (goal: MentorGoal) => (
    <label
      key={goal}
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
    >
      <input
        type="radio"
        name={name}
        value={goal}
        checked={choice === goal}
        onChange={() => setChoice(goal)}
        className="size-4 accent-[var(--color-primary)]"
      />
      {t(`mentor.goals.${goal}`)}
    </label>
  );
  return (
    <Step id="mentor-goal" number={number} title={t('mentor.step4')}>
      <p className="text-sm text-muted-foreground">{t('mentor.goalHint')}</p>
      {view.goal ? (
        <p role="status" className="text-sm font-medium" data-testid="mentor-current-goal">
          {t('mentor.current', { goal: t(`mentor.goals.${view.goal}`) })}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('mentor.goalLegend')}</legend>
        {view.suggestions.map(option)}
        <details className="flex flex-col gap-2">
          <summary className="cursor-pointer py-2 text-sm">{t('mentor.otherGoals')}</summary>
          <div className="flex flex-col gap-2">{others.map(option)}</div>
        </details>
      </fieldset>
      <Button
        className="self-start"
        disabled={!choice || save.isPending}
        onClick={() =>
          choice &&
          save.mutate(choice, {
            onSuccess: () => toast.success(t('mentor.saved')),
            onError: () => toast.error(t('mentor.saveFailed')),
          })
        }
      >
        {t('mentor.save')}
      </Button>
    </Step>
  );
}

/** /mentor (DECISIONS.md "Mentor support", Pro): the weekly guided review, step by step. */
export function MentorPage() {
  const { t, i18n } = useTranslation();
  const review = useMentorReview();
  const view = review.data;
  const date = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const needsPro = isApiError(review.error) && review.error.code === BillingErrorCode.planRequired;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('mentor.title')}</h1>
        <p className="text-muted-foreground">{t('mentor.subtitle')}</p>
        {view ? (
          <p className="text-sm font-medium" data-testid="mentor-range">
            {t('mentor.range', { from: date(view.weekStart), to: date(view.weekEnd) })}
          </p>
        ) : null}
      </header>
      {view ? (
        <Review view={view} />
      ) : needsPro ? (
        <Card className="flex flex-col gap-3 p-6" role="region" aria-labelledby="mentor-pro">
          <h2 id="mentor-pro" className="text-lg font-semibold">
            {t('mentor.proTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('mentor.proBody')}</p>
          <Button asChild className="self-start">
            <Link to="/plans-and-billing#change-plan">{t('mentor.seePro')}</Link>
          </Button>
        </Card>
      ) : review.isError ? (
        <p role="alert">{t('mentor.loadFailed')}</p>
      ) : (
        <Spinner label={t('a11y.loading')} />
      )}
    </div>
  );
}
