import { RotateCcw, Snail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { useReducedMotion } from '../use-reduced-motion';
import type { BoosterWidgetProps } from '../widget-types';
import { DEGREES_PER_SPEED, SPEED_STEP, SPIRAL_PATH, START_SPEED } from './spiral-stopper-data';
import './translations';

type StepKey = 's10' | 's8' | 's6' | 's4' | 's2' | 's0';

/**
 * Spiral slow-down (spec 001 §2): a spiral spins at speed 10; each "Slow down" lowers it by 2 until
 * it is still at 0. The drawn speed eases towards the number, so each step feels like a soft brake.
 */
export function SpiralStopperWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [speed, setSpeed] = useState(START_SPEED);
  const [clicks, setClicks] = useState(0);
  const spiralRef = useRef<SVGGElement>(null);
  const targetRef = useRef(START_SPEED);
  targetRef.current = speed;
  const actionRef = useRef<HTMLButtonElement>(null);
  const still = speed === 0;
  const firstRender = useRef(true);

  // The one button swaps between "Slow down" and "Start again": keep the keyboard focus on it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    actionRef.current?.focus();
  }, [still]);

  useEffect(() => {
    if (reducedMotion) {
      spiralRef.current?.setAttribute('transform', 'rotate(0 100 100)');
      return;
    }
    let frame = 0;
    let last: number | null = null;
    let angle = 0;
    let shown = targetRef.current;
    const tick = (now: number) => {
      const dt = last === null ? 0 : Math.min(0.1, (now - last) / 1000);
      last = now;
      // Ease towards the target speed over about a second.
      shown += (targetRef.current - shown) * Math.min(1, dt * 2);
      if (Math.abs(shown - targetRef.current) < 0.01) shown = targetRef.current;
      angle = (angle + shown * DEGREES_PER_SPEED * dt) % 360;
      spiralRef.current?.setAttribute('transform', `rotate(${angle.toFixed(2)} 100 100)`);
      frame = window.requestAnimationFrame(tick);
    };
    frame = window.requestAnimationFrame(tick);
    return () => window.cancelAnimationFrame(frame);
  }, [reducedMotion]);

  const slowDown = () => {
    if (speed <= 0) return;
    const next = Math.max(0, speed - SPEED_STEP);
    const nextClicks = clicks + 1;
    if (clicks === 0) onEvent('session_started');
    setSpeed(next);
    setClicks(nextClicks);
    if (next === 0) onEvent('session_completed', { clicks: nextClicks });
  };

  const startAgain = () => {
    setSpeed(START_SPEED);
    setClicks(0);
  };

  const stepKey = `s${speed}` as StepKey;

  return (
    <section
      aria-label={t('boosters.spiralStopper.label')}
      className="mx-auto flex w-full max-w-md flex-col gap-6 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-1 text-center">
        <h2 className="text-xl font-semibold tracking-tight">{t('boosters.spiralStopper.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('boosters.spiralStopper.intro')}</p>
      </div>

      <div className="relative mx-auto aspect-square w-full max-w-64">
        <div aria-hidden="true" className="absolute inset-0 rounded-full bg-primary/5" />
        <svg viewBox="0 0 200 200" aria-hidden="true" className="relative size-full text-primary">
          <g ref={spiralRef}>
            <path
              d={SPIRAL_PATH}
              fill="none"
              stroke="currentColor"
              strokeWidth={5}
              strokeLinecap="round"
              className={cn('transition-opacity duration-1000', still ? 'opacity-40' : 'opacity-80')}
            />
          </g>
          <circle cx={100} cy={100} r={5} className="fill-primary" />
        </svg>
      </div>

      <div aria-live="polite" className="flex flex-col items-center gap-2 text-center">
        <p className="flex items-baseline gap-2">
          <span aria-hidden="true" className="text-sm font-medium text-muted-foreground">
            {t('boosters.spiralStopper.speed')}
          </span>
          <span className="sr-only">{t('boosters.spiralStopper.speedOf', { speed })}</span>
          <span
            aria-hidden="true"
            data-testid="spiral-speed"
            className="text-4xl font-semibold tabular-nums text-primary"
          >
            {speed}
          </span>
        </p>
        {still ? (
          <p className="animate-fade-in text-lg font-medium text-balance">
            {t('boosters.spiralStopper.still')}
          </p>
        ) : null}
        <p
          key={speed}
          className="min-h-12 animate-fade-in text-base leading-relaxed text-balance text-muted-foreground"
        >
          {t(`boosters.spiralStopper.steps.${stepKey}`)}
        </p>
        {still ? (
          <p className="text-sm text-muted-foreground">
            {t('boosters.spiralStopper.clicks', { count: clicks })}
          </p>
        ) : null}
      </div>

      <div aria-hidden="true" className="flex justify-center gap-2">
        {[10, 8, 6, 4, 2, 0].map((level) => (
          <span
            key={level}
            className={cn(
              'size-2.5 rounded-full transition-colors duration-700',
              level >= speed ? 'bg-primary' : 'bg-muted-foreground/25',
            )}
          />
        ))}
      </div>

      <div className="flex justify-center">
        {still ? (
          <Button ref={actionRef} size="lg" variant="outline" onClick={startAgain}>
            <RotateCcw aria-hidden="true" />
            {t('boosters.spiralStopper.startAgain')}
          </Button>
        ) : (
          <Button ref={actionRef} size="lg" onClick={slowDown}>
            <Snail aria-hidden="true" />
            {t('boosters.spiralStopper.slowDown')}
          </Button>
        )}
      </div>
    </section>
  );
}
