import { CheckCircle2, Flag, Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { formatSeconds, useCountdown } from '../use-countdown';
import { useReducedMotion } from '../use-reduced-motion';
import type { BoosterWidgetProps } from '../widget-types';
import { BETWEEN_EXERCISES_MS, MOVEMENT_EXERCISES } from './movement-breaks-data';
import './translations';

/** idle: the current exercise is loaded but not started; active: running or paused. */
type Phase = 'idle' | 'active' | 'between' | 'finished';

const TOTAL = MOVEMENT_EXERCISES.length;

export function MovementBreaksWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [doneCount, setDoneCount] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [announcement, setAnnouncement] = useState('');
  const sessionStarted = useRef(false);
  const nextTimer = useRef<number | undefined>(undefined);

  const exercise = MOVEMENT_EXERCISES[index];
  const name = (i: number) => t(`boosters.movementBreaks.exercises.${MOVEMENT_EXERCISES[i].id}.name`);

  const complete = () => {
    countdown.pause();
    const done = index + 1;
    setDoneCount(done);
    onEvent('exercise_completed', { index, exercise: exercise.id });
    if (done === TOTAL) {
      setPhase('finished');
      setAnnouncement(t('boosters.movementBreaks.completedHeading'));
      onEvent('session_completed');
      return;
    }
    setPhase('between');
    setAnnouncement(t('boosters.movementBreaks.announceDone', { name: name(index), next: name(done) }));
    nextTimer.current = window.setTimeout(() => {
      setIndex(done);
      countdown.reset(MOVEMENT_EXERCISES[done].durationSeconds);
      setPhase('idle');
    }, BETWEEN_EXERCISES_MS);
  };

  const countdown = useCountdown(MOVEMENT_EXERCISES[0].durationSeconds, complete);

  useEffect(() => () => window.clearTimeout(nextTimer.current), []);

  const start = () => {
    if (!sessionStarted.current) {
      sessionStarted.current = true;
      onEvent('session_started');
    }
    if (phase === 'idle') {
      setAnnouncement(
        t('boosters.movementBreaks.announceStarted', { name: name(index), count: exercise.durationSeconds }),
      );
    } else {
      setAnnouncement('');
    }
    setPhase('active');
    countdown.start();
  };

  const pause = () => {
    countdown.pause();
    setAnnouncement(t('boosters.movementBreaks.announcePaused'));
  };

  const reset = () => {
    window.clearTimeout(nextTimer.current);
    sessionStarted.current = false;
    setIndex(0);
    setDoneCount(0);
    setPhase('idle');
    countdown.reset(MOVEMENT_EXERCISES[0].durationSeconds);
    setAnnouncement(t('boosters.movementBreaks.announceReset'));
  };

  const live = (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );

  if (phase === 'finished') {
    const areas = [...new Set(MOVEMENT_EXERCISES.map((e) => e.targetArea))];
    return (
      <section
        aria-label={t('boosters.movementBreaks.label')}
        className="mx-auto flex w-full max-w-xl flex-col gap-6"
      >
        {live}
        <div className="flex motion-safe:animate-fade-in flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center shadow-sm">
          <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
          <h2 className="text-xl font-semibold tracking-tight">
            {t('boosters.movementBreaks.completedHeading')}
          </h2>
          <p className="text-muted-foreground">
            {t('boosters.movementBreaks.completedIntro', { count: TOTAL })}
          </p>
          <div className="flex w-full flex-col gap-3 rounded-2xl bg-muted/60 p-4">
            <h3 className="font-semibold">{t('boosters.movementBreaks.areasWorked')}</h3>
            <ul className="flex flex-wrap justify-center gap-2">
              {areas.map((area) => (
                <li key={area} className="rounded-full bg-primary/10 px-3 py-1 text-sm text-primary">
                  {t(`boosters.movementBreaks.areas.${area}`)}
                </li>
              ))}
            </ul>
          </div>
          <Button size="lg" onClick={reset}>
            <RotateCcw aria-hidden="true" />
            {t('boosters.movementBreaks.startNew')}
          </Button>
        </div>
      </section>
    );
  }

  const running = countdown.running;
  const elapsedShare = 1 - countdown.remaining / exercise.durationSeconds;

  return (
    <section
      aria-label={t('boosters.movementBreaks.label')}
      className="mx-auto flex w-full max-w-xl flex-col gap-6"
    >
      {live}
      <div className="flex flex-col gap-2 text-center">
        <h2 className="text-xl font-semibold tracking-tight">{t('boosters.movementBreaks.heading')}</h2>
        <p className="text-muted-foreground">{t('boosters.movementBreaks.intro')}</p>
      </div>

      <div className="flex flex-col items-center gap-2">
        <ol aria-label={t('boosters.movementBreaks.progress')} className="flex items-center gap-2.5">
          {MOVEMENT_EXERCISES.map((item, i) => {
            const state = i < doneCount ? 'Complete' : i === index ? 'Current' : 'Upcoming';
            return (
              <li key={item.id} aria-current={state === 'Current' ? 'step' : undefined}>
                <span
                  aria-hidden="true"
                  className={cn(
                    'block size-3 rounded-full border-2 transition-colors',
                    state === 'Complete' && 'border-primary bg-primary',
                    state === 'Current' && 'size-3.5 border-primary bg-primary/30',
                    state === 'Upcoming' && 'border-border bg-muted',
                  )}
                />
                <span className="sr-only">
                  {t(`boosters.movementBreaks.dot${state}`, { current: i + 1, total: TOTAL, name: name(i) })}
                </span>
              </li>
            );
          })}
        </ol>
        <p className="text-sm text-muted-foreground">
          {t('boosters.movementBreaks.exerciseOf', { current: index + 1, total: TOTAL })}
        </p>
      </div>

      <div className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-5 text-center shadow-sm sm:p-6">
        <span
          aria-hidden="true"
          className={cn('text-5xl', running && !reducedMotion && 'motion-safe:animate-breathe')}
        >
          {exercise.emoji}
        </span>
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold">{name(index)}</h3>
          <p className="text-sm text-muted-foreground">
            {t('boosters.movementBreaks.duration', { count: exercise.durationSeconds })} ·{' '}
            {t('boosters.movementBreaks.focus', {
              area: t(`boosters.movementBreaks.areas.${exercise.targetArea}`),
            })}
          </p>
        </div>
        <p className="max-w-prose leading-relaxed">
          {t(`boosters.movementBreaks.exercises.${exercise.id}.instructions`)}
        </p>

        <div className="flex w-full flex-col items-center gap-2">
          <p
            role="timer"
            aria-label={t('boosters.movementBreaks.timeLeft')}
            className="text-4xl font-semibold tabular-nums"
          >
            {formatSeconds(countdown.remaining)}
          </p>
          <div aria-hidden="true" className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-muted">
            <div
              className={cn(
                'h-full rounded-full bg-primary',
                !reducedMotion && 'transition-[width] duration-1000 ease-linear',
              )}
              style={{ width: `${Math.round((phase === 'between' ? 1 : elapsedShare) * 100)}%` }}
            />
          </div>
        </div>

        {phase === 'between' ? (
          <p className="min-h-10 text-sm text-muted-foreground">{t('boosters.movementBreaks.between')}</p>
        ) : (
          <div className="flex flex-wrap justify-center gap-3">
            {running ? (
              <Button variant="secondary" onClick={pause}>
                <Pause aria-hidden="true" />
                {t('boosters.movementBreaks.pause')}
              </Button>
            ) : (
              <Button onClick={start}>
                <Play aria-hidden="true" />
                {phase === 'active'
                  ? t('boosters.movementBreaks.resume')
                  : t('boosters.movementBreaks.start')}
              </Button>
            )}
            {phase === 'active' ? (
              <Button variant="outline" onClick={complete}>
                <Flag aria-hidden="true" />
                {t('boosters.movementBreaks.completeEarly')}
              </Button>
            ) : null}
          </div>
        )}
      </div>

      <Button variant="ghost" size="sm" className="self-center" onClick={reset}>
        <RotateCcw aria-hidden="true" />
        {t('boosters.movementBreaks.reset')}
      </Button>
    </section>
  );
}
