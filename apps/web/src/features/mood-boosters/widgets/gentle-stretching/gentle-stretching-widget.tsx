import { Check, Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { formatSeconds, useCountdown } from '../use-countdown';
import type { BoosterWidgetProps } from '../widget-types';
import { STRETCHES } from './gentle-stretching-data';
import './translations';

const TOTAL = STRETCHES.length;

/** Gentle stretching (spec 001 §2): five stretches of 30, 20, 30, 20 and 15 seconds, one after another. */
export function GentleStretchingWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [completed, setCompleted] = useState<number[]>([]);
  const [finished, setFinished] = useState(false);
  const [started, setStarted] = useState(false);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number, completedSoFar: number[], keepRunning: boolean) => {
    if (next >= TOTAL) {
      countdown.reset(STRETCHES[0].seconds);
      setFinished(true);
      onEvent('session_completed', { completed: completedSoFar.length, total: TOTAL });
      return;
    }
    setIndex(next);
    countdown.reset(STRETCHES[next].seconds);
    if (keepRunning) countdown.start();
  };

  // The next stretch begins on its own when one ends.
  const countdown = useCountdown(STRETCHES[0].seconds, () => {
    onEvent('exercise_completed', { index, stretch: STRETCHES[index].id });
    const nowCompleted = [...completed, index];
    setCompleted(nowCompleted);
    goTo(index + 1, nowCompleted, true);
  });

  useEffect(() => {
    if (finished) doneHeading.current?.focus();
  }, [finished]);

  const stretch = STRETCHES[index];
  const toggle = () => {
    if (countdown.running) return countdown.pause();
    if (!started) {
      setStarted(true);
      onEvent('session_started', { stretches: TOTAL });
    }
    countdown.start();
  };

  const again = () => {
    setIndex(0);
    setCompleted([]);
    setStarted(false);
    setFinished(false);
    countdown.reset(STRETCHES[0].seconds);
  };

  if (finished) {
    return (
      <section
        aria-label={t('boosters.gentleStretching.label')}
        className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-8"
      >
        <span aria-hidden="true" className="emoji text-5xl">
          🌷
        </span>
        <h2 ref={doneHeading} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
          {t('boosters.gentleStretching.doneTitle')}
        </h2>
        <p className="text-sm leading-relaxed text-muted-foreground">
          {t('boosters.gentleStretching.doneText')}
        </p>
        <p className="text-sm">{t('boosters.gentleStretching.doneCount', { count: completed.length })}</p>
        <Button size="lg" onClick={again}>
          <RotateCcw aria-hidden="true" />
          {t('boosters.gentleStretching.again')}
        </Button>
      </section>
    );
  }

  const name = t(`boosters.gentleStretching.stretches.${stretch.id}.name`);
  const fresh = !countdown.running && countdown.remaining === stretch.seconds;
  return (
    <section
      aria-label={t('boosters.gentleStretching.label')}
      className="mx-auto flex w-full max-w-xl flex-col gap-6"
    >
      <p className="text-center text-sm leading-relaxed text-muted-foreground">
        {t('boosters.gentleStretching.intro')}
      </p>

      <div className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-8">
        <p className="text-sm font-medium text-primary">
          {t('boosters.gentleStretching.progress', { current: index + 1, total: TOTAL })}
        </p>
        <p aria-live="polite" className="sr-only">
          {t('boosters.gentleStretching.announce', { current: index + 1, total: TOTAL, name })}
        </p>
        <span aria-hidden="true" className="emoji text-5xl">
          {stretch.emoji}
        </span>
        <h2 className="text-xl font-semibold tracking-tight">{name}</h2>
        <p className="max-w-md text-sm leading-relaxed text-muted-foreground">
          {t(`boosters.gentleStretching.stretches.${stretch.id}.steps`)}
        </p>
        <p
          role="timer"
          aria-label={t('boosters.gentleStretching.timer')}
          className="text-5xl font-light tabular-nums"
        >
          {formatSeconds(countdown.remaining)}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={toggle}>
            {countdown.running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {countdown.running
              ? t('boosters.gentleStretching.pause')
              : fresh
                ? t('boosters.gentleStretching.start')
                : t('boosters.gentleStretching.resume')}
          </Button>
          <Button size="lg" variant="outline" onClick={() => goTo(index + 1, completed, countdown.running)}>
            <SkipForward aria-hidden="true" />
            {index === TOTAL - 1
              ? t('boosters.gentleStretching.skipLast')
              : t('boosters.gentleStretching.skip')}
          </Button>
        </div>
      </div>

      <ol aria-label={t('boosters.gentleStretching.listLabel')} className="flex flex-col gap-2">
        {STRETCHES.map((item, position) => (
          <li
            key={item.id}
            aria-current={position === index ? 'step' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-xl bg-muted px-4 py-2.5 text-sm',
              position === index && 'bg-primary/10 font-medium text-primary',
              position < index && 'text-muted-foreground',
            )}
          >
            <span aria-hidden="true" className="emoji">
              {item.emoji}
            </span>
            <span className="flex-1">{t(`boosters.gentleStretching.stretches.${item.id}.name`)}</span>
            {completed.includes(position) ? (
              <Check aria-label={t('boosters.gentleStretching.doneMark')} className="size-4" />
            ) : null}
            <span className="tabular-nums">
              {t('boosters.gentleStretching.seconds', { seconds: item.seconds })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
