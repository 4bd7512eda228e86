import { ArrowLeft, RotateCcw, Sprout } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import type { BoosterWidgetProps } from '../widget-types';
import {
  ACTIVITIES,
  CHOICES,
  activitiesIn,
  suggestionFor,
  type ChoiceId,
  type Sorting,
} from './energy-radar-data';
import './translations';

const TOTAL = ACTIVITIES.length;
const BAR_FILL: Record<ChoiceId, string> = {
  gives: 'fill-success',
  drains: 'fill-primary',
  depends: 'fill-muted-foreground/50',
};

/** Energy sorting (spec 001 §2): 8 everyday activities sorted into gives / drains / depends. */
export function EnergyRadarWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(0);
  const [sorting, setSorting] = useState<Sorting>({});
  const [started, setStarted] = useState(false);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const finished = position >= TOTAL;

  useEffect(() => {
    if (finished) summaryHeading.current?.focus();
  }, [finished]);

  const choose = (choice: ChoiceId) => {
    if (!started) {
      setStarted(true);
      onEvent('session_started', { activities: TOTAL });
    }
    const next = { ...sorting, [ACTIVITIES[position].id]: choice };
    setSorting(next);
    if (position + 1 === TOTAL) {
      onEvent('session_completed', {
        gives: activitiesIn(next, 'gives').length,
        drains: activitiesIn(next, 'drains').length,
        depends: activitiesIn(next, 'depends').length,
      });
    }
    setPosition(position + 1);
  };

  const again = () => {
    setSorting({});
    setPosition(0);
    setStarted(false);
  };

  const activityName = (id: (typeof ACTIVITIES)[number]['id']) => t(`boosters.energyRadar.activities.${id}`);

  if (finished) {
    const suggestion = suggestionFor(sorting);
    return (
      <section
        aria-label={t('boosters.energyRadar.label')}
        className="mx-auto flex w-full max-w-2xl flex-col gap-5"
      >
        <h2
          ref={summaryHeading}
          tabIndex={-1}
          className="text-center text-xl font-semibold tracking-tight outline-none"
        >
          {t('boosters.energyRadar.summaryTitle')}
        </h2>

        <div className="flex flex-col gap-3 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm">
          <h3 className="text-sm font-semibold">{t('boosters.energyRadar.chartTitle')}</h3>
          <ul className="flex flex-col gap-3">
            {CHOICES.map((choice) => {
              const count = activitiesIn(sorting, choice.id).length;
              return (
                <li key={choice.id} data-testid={`bar-${choice.id}`} className="flex flex-col gap-1">
                  <div className="flex items-center justify-between gap-2 text-sm">
                    <span>
                      <span aria-hidden="true" className="emoji">
                        {choice.emoji}
                      </span>{' '}
                      {t(`boosters.energyRadar.choices.${choice.id}`)}
                    </span>
                    <span className="tabular-nums text-muted-foreground">
                      {t('boosters.energyRadar.count', { count, total: TOTAL })}
                    </span>
                  </div>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 100 6"
                    preserveAspectRatio="none"
                    className="h-3 w-full"
                  >
                    <rect width="100" height="6" rx="3" className="fill-muted" />
                    {count > 0 ? (
                      <rect width={(count / TOTAL) * 100} height="6" rx="3" className={BAR_FILL[choice.id]} />
                    ) : null}
                  </svg>
                </li>
              );
            })}
          </ul>
        </div>

        <div className="grid gap-3 sm:grid-cols-3">
          {CHOICES.map((choice) => {
            const items = activitiesIn(sorting, choice.id);
            return (
              <div
                key={choice.id}
                className="flex flex-col gap-2 rounded-2xl border bg-card p-4 text-card-foreground"
              >
                <h3 className="text-sm font-semibold">{t(`boosters.energyRadar.choices.${choice.id}`)}</h3>
                {items.length ? (
                  <ul className="flex flex-col gap-1.5 text-sm">
                    {items.map((id) => (
                      <li key={id} className="flex items-center gap-2">
                        <span aria-hidden="true" className="emoji">
                          {ACTIVITIES.find((activity) => activity.id === id)?.emoji}
                        </span>
                        {activityName(id)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted-foreground">{t('boosters.energyRadar.empty')}</p>
                )}
              </div>
            );
          })}
        </div>

        <div className="flex gap-3 rounded-2xl bg-primary/10 p-4">
          <Sprout aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold">{t('boosters.energyRadar.suggestionTitle')}</h3>
            <p className="text-sm leading-relaxed">
              {t(`boosters.energyRadar.suggestion.${suggestion.kind}`, {
                activity: suggestion.activity ? activityName(suggestion.activity) : '',
              })}
            </p>
          </div>
        </div>

        <Button size="lg" className="self-center" onClick={again}>
          <RotateCcw aria-hidden="true" />
          {t('boosters.energyRadar.again')}
        </Button>
      </section>
    );
  }

  const activity = ACTIVITIES[position];
  const current = sorting[activity.id];
  return (
    <section
      aria-label={t('boosters.energyRadar.label')}
      className="mx-auto flex w-full max-w-xl flex-col gap-5"
    >
      <header className="flex flex-col gap-2 text-center">
        <h2 className="text-xl font-semibold tracking-tight">{t('boosters.energyRadar.heading')}</h2>
        <p className="text-sm leading-relaxed text-muted-foreground">{t('boosters.energyRadar.intro')}</p>
      </header>

      <div className="flex flex-col items-center gap-5 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <div className="flex w-full flex-col gap-2">
          <p className="text-center text-sm font-medium text-primary">
            {t('boosters.energyRadar.progress', { current: position + 1, total: TOTAL })}
          </p>
          <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-primary transition-all duration-500"
              style={{ width: `${(position / TOTAL) * 100}%` }}
            />
          </div>
        </div>
        <div aria-live="polite" className="flex flex-col items-center gap-2">
          <span aria-hidden="true" className="emoji text-5xl">
            {activity.emoji}
          </span>
          <p className="text-center text-lg font-semibold">{activityName(activity.id)}</p>
        </div>
        <div className="grid w-full gap-2 sm:grid-cols-3">
          {CHOICES.map((choice) => (
            <Button
              key={choice.id}
              size="lg"
              variant={current === choice.id ? 'primary' : 'outline'}
              aria-pressed={current === choice.id}
              className={cn(
                'w-full px-4 whitespace-normal text-sm',
                current !== choice.id && 'bg-background',
              )}
              onClick={() => choose(choice.id)}
            >
              <span aria-hidden="true" className="emoji">
                {choice.emoji}
              </span>
              {t(`boosters.energyRadar.choices.${choice.id}`)}
            </Button>
          ))}
        </div>
        <Button
          variant="ghost"
          size="sm"
          disabled={position === 0}
          onClick={() => setPosition(position - 1)}
          className="self-start"
        >
          <ArrowLeft aria-hidden="true" />
          {t('boosters.energyRadar.back')}
        </Button>
      </div>
    </section>
  );
}
