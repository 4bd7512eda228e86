import { Pause, Play, RotateCcw } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { useReducedMotion } from '../use-reduced-motion';
import type { BoosterWidgetProps } from '../widget-types';
import {
  BREATH_PATTERN,
  BREATH_PHASES,
  CYCLE_SECONDS,
  INITIAL_BREATH,
  RESTING_SCALE,
  breathReducer,
} from './mindful-breathing-data';
import './translations';

/** Mindful breathing (spec 001 §2): the 4-4-6-2 pattern, 16 s per cycle, with a growing circle. */
export function MindfulBreathingWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [state, dispatch] = useReducer(breathReducer, INITIAL_BREATH);
  const [finishedCycles, setFinishedCycles] = useState(0);
  const phase = BREATH_PHASES[state.phase];
  const running = state.status === 'running';

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  // Leaving the page after at least one cycle still counts as finishing the session.
  const cyclesRef = useRef(0);
  cyclesRef.current = state.cycles;
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  useEffect(
    () => () => {
      if (cyclesRef.current > 0) onEventRef.current('session_completed', { cycles: cyclesRef.current });
    },
    [],
  );

  const start = () => {
    if (state.status === 'idle') onEvent('session_started', { pattern: BREATH_PATTERN });
    setFinishedCycles(0);
    dispatch({ type: 'start' });
  };

  const reset = () => {
    if (state.cycles > 0) onEvent('session_completed', { cycles: state.cycles });
    setFinishedCycles(state.cycles);
    cyclesRef.current = 0;
    dispatch({ type: 'reset' });
  };

  const scale = state.status === 'idle' ? RESTING_SCALE : phase.scale;
  const status =
    state.status === 'idle'
      ? t('boosters.mindfulBreathing.ready')
      : state.status === 'paused'
        ? t('boosters.mindfulBreathing.paused')
        : t(`boosters.mindfulBreathing.phases.${phase.id}`);

  return (
    <section
      aria-label={t('boosters.mindfulBreathing.label')}
      className="mx-auto flex w-full max-w-xl flex-col gap-6 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
    >
      <header className="flex flex-col gap-2 text-center">
        <h2 className="text-xl font-semibold tracking-tight">{t('boosters.mindfulBreathing.heading')}</h2>
        <p className="text-sm leading-relaxed text-muted-foreground">
          {t('boosters.mindfulBreathing.intro')}
        </p>
        <p className="text-sm font-medium text-primary">
          {t('boosters.mindfulBreathing.pattern', { pattern: BREATH_PATTERN, seconds: CYCLE_SECONDS })}
        </p>
      </header>

      <div className="relative mx-auto grid size-56 place-items-center sm:size-64">
        <div aria-hidden="true" className="absolute inset-0 rounded-full bg-primary/5" />
        <div
          aria-hidden="true"
          data-testid="breath-circle"
          className={cn(
            'absolute inset-0 rounded-full bg-primary/20 ring-1 ring-primary/20',
            reducedMotion && 'inset-[22%]',
          )}
          style={
            reducedMotion
              ? undefined
              : {
                  transform: `scale(${scale})`,
                  transition: `transform ${phase.seconds}s ease-in-out`,
                }
          }
        />
        <div className="relative flex flex-col items-center gap-1 px-4 text-center">
          <p aria-live="polite" className="text-lg font-semibold break-keep">
            {status}
          </p>
          {state.status !== 'idle' ? (
            <p aria-hidden="true" data-testid="phase-seconds" className="text-4xl font-light tabular-nums">
              {state.left}
            </p>
          ) : null}
        </div>
      </div>

      {reducedMotion ? (
        <p className="text-center text-xs text-muted-foreground">
          {t('boosters.mindfulBreathing.reducedMotion')}
        </p>
      ) : null}

      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {BREATH_PHASES.map((item, index) => (
          <li
            key={item.id}
            aria-current={state.status !== 'idle' && index === state.phase ? 'step' : undefined}
            className={cn(
              'flex flex-col items-center rounded-xl bg-muted px-2 py-2 text-center text-xs text-muted-foreground',
              state.status !== 'idle' && index === state.phase && 'bg-primary/10 font-semibold text-primary',
            )}
          >
            <span>{t(`boosters.mindfulBreathing.phases.${item.id}`)}</span>
            <span>{t('boosters.mindfulBreathing.phaseSeconds', { seconds: item.seconds })}</span>
          </li>
        ))}
      </ol>

      <p aria-live="polite" className="text-center text-sm text-muted-foreground">
        {t('boosters.mindfulBreathing.cycles', { count: state.cycles })}
      </p>

      <div className="flex flex-wrap justify-center gap-3">
        {running ? (
          <Button size="lg" onClick={() => dispatch({ type: 'pause' })}>
            <Pause aria-hidden="true" />
            {t('boosters.mindfulBreathing.pause')}
          </Button>
        ) : (
          <Button size="lg" onClick={start}>
            <Play aria-hidden="true" />
            {state.status === 'paused'
              ? t('boosters.mindfulBreathing.resume')
              : t('boosters.mindfulBreathing.start')}
          </Button>
        )}
        <Button size="lg" variant="outline" onClick={reset} disabled={state.status === 'idle'}>
          <RotateCcw aria-hidden="true" />
          {t('boosters.mindfulBreathing.reset')}
        </Button>
      </div>

      {finishedCycles > 0 && state.status === 'idle' ? (
        <p role="status" className="rounded-2xl bg-primary/10 px-4 py-3 text-center text-sm leading-relaxed">
          {t('boosters.mindfulBreathing.done', { count: finishedCycles })}
        </p>
      ) : null}
    </section>
  );
}
