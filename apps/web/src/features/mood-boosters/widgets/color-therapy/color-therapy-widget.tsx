import { Pause, Play, RotateCcw, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { formatSeconds, useCountdown } from '../use-countdown';
import { useReducedMotion } from '../use-reduced-motion';
import type { BoosterWidgetProps } from '../widget-types';
import {
  BREATH_HALF_SECONDS,
  PALETTES,
  SESSION_SECONDS,
  isBreathingIn,
  type PaletteId,
} from './color-therapy-data';
import './translations';

type Stage = 'pick' | 'session' | 'done';

// The palette's colours drift slowly across the area (turned off with reduced motion).
const DRIFT_KEYFRAMES =
  '@keyframes color-therapy-drift{0%{background-position:0% 50%}50%{background-position:100% 50%}100%{background-position:0% 50%}}';

function gradientOf(id: PaletteId): string {
  const palette = PALETTES.find((item) => item.id === id) ?? PALETTES[0];
  return `linear-gradient(135deg, ${[...palette.colors, palette.colors[0]].join(', ')})`;
}

/** Color therapy (spec 001 §2): 5 palettes, a 180-second session and a 10-second breath cycle. */
export function ColorTherapyWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [palette, setPalette] = useState<PaletteId | null>(null);
  const [stage, setStage] = useState<Stage>('pick');
  const focusTarget = useRef<HTMLElement>(null);
  // The orb mounts small and grows on the first in-breath, one frame after the session shows.
  const [orbReady, setOrbReady] = useState(false);

  const countdown = useCountdown(SESSION_SECONDS, () => {
    setStage('done');
    if (palette) onEvent('session_completed', { palette, seconds: SESSION_SECONDS });
  });

  // Each stage replaces the last: keep keyboard focus in the widget.
  useEffect(() => {
    if (stage !== 'pick') focusTarget.current?.focus();
    if (stage !== 'session') return setOrbReady(false);
    const frame = window.requestAnimationFrame(() => setOrbReady(true));
    return () => window.cancelAnimationFrame(frame);
  }, [stage]);

  const begin = () => {
    if (!palette) return;
    onEvent('session_started', { palette });
    countdown.reset(SESSION_SECONDS);
    countdown.start();
    setStage('session');
  };

  const backToPicker = () => {
    countdown.reset(SESSION_SECONDS);
    setStage('pick');
  };

  const time = formatSeconds(SESSION_SECONDS);
  const shown = palette ?? PALETTES[0].id;
  const paletteName = t(`boosters.colorTherapy.palettes.${shown}.name`);

  if (stage === 'pick') {
    return (
      <section
        aria-label={t('boosters.colorTherapy.label')}
        className="mx-auto flex w-full max-w-xl flex-col gap-5 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
      >
        <header className="flex flex-col gap-2 text-center">
          <h2 className="text-xl font-semibold tracking-tight">{t('boosters.colorTherapy.heading')}</h2>
          <p className="text-sm leading-relaxed text-muted-foreground">
            {t('boosters.colorTherapy.intro', { time })}
          </p>
          <p className="text-sm font-medium text-primary">
            {t('boosters.colorTherapy.rhythm', { half: BREATH_HALF_SECONDS })}
          </p>
        </header>
        <ul className="grid gap-3 sm:grid-cols-2">
          {PALETTES.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={palette === item.id}
                onClick={() => setPalette(item.id)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-2xl border bg-background p-3 text-left transition-colors hover:bg-muted',
                  palette === item.id &&
                    'border-primary bg-primary/10 ring-2 ring-primary/40 hover:bg-primary/10',
                )}
              >
                <span
                  aria-hidden="true"
                  className="size-12 shrink-0 rounded-xl"
                  style={{ backgroundImage: gradientOf(item.id) }}
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="text-sm font-semibold">
                    {t(`boosters.colorTherapy.palettes.${item.id}.name`)}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t(`boosters.colorTherapy.palettes.${item.id}.description`)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-2">
          <Button size="lg" onClick={begin} disabled={!palette} aria-describedby="color-therapy-hint">
            <Play aria-hidden="true" />
            {t('boosters.colorTherapy.begin', { time })}
          </Button>
          {!palette ? (
            <p id="color-therapy-hint" className="text-xs text-muted-foreground">
              {t('boosters.colorTherapy.pickHint')}
            </p>
          ) : null}
        </div>
      </section>
    );
  }

  if (stage === 'done') {
    return (
      <section
        aria-label={t('boosters.colorTherapy.label')}
        className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-8"
      >
        <span
          aria-hidden="true"
          className="size-16 rounded-full"
          style={{ backgroundImage: gradientOf(shown) }}
        />
        <h2
          ref={(node) => {
            focusTarget.current = node;
          }}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight outline-none"
        >
          {t('boosters.colorTherapy.doneTitle')}
        </h2>
        <p className="text-sm leading-relaxed text-muted-foreground">
          {t('boosters.colorTherapy.doneText', { palette: paletteName })}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={begin}>
            <RotateCcw aria-hidden="true" />
            {t('boosters.colorTherapy.again')}
          </Button>
          <Button size="lg" variant="outline" onClick={backToPicker}>
            {t('boosters.colorTherapy.another')}
          </Button>
        </div>
      </section>
    );
  }

  const elapsed = SESSION_SECONDS - countdown.remaining;
  const breathingIn = isBreathingIn(elapsed);
  const cue = countdown.running
    ? breathingIn
      ? t('boosters.colorTherapy.breatheIn')
      : t('boosters.colorTherapy.breatheOut')
    : t('boosters.colorTherapy.paused');
  return (
    <section
      aria-label={t('boosters.colorTherapy.label')}
      className="mx-auto flex w-full max-w-xl flex-col gap-4"
    >
      <h2 className="sr-only">{t('boosters.colorTherapy.sessionLabel', { palette: paletteName })}</h2>
      {reducedMotion ? null : <style>{DRIFT_KEYFRAMES}</style>}
      <div
        data-testid="color-field"
        className="relative flex min-h-80 flex-col items-center justify-center gap-6 overflow-hidden rounded-2xl border p-6 sm:min-h-96"
        style={{
          backgroundImage: gradientOf(shown),
          backgroundSize: '300% 300%',
          animation:
            reducedMotion || !countdown.running ? undefined : 'color-therapy-drift 30s ease-in-out infinite',
        }}
      >
        {/* Keeps a warm dark theme dim instead of a glaring block of light colour. */}
        <div aria-hidden="true" className="absolute inset-0 dark:bg-black/40" />
        <div aria-hidden="true" className="relative grid size-40 place-items-center">
          <div
            data-testid="breath-orb"
            className="absolute inset-0 rounded-full bg-white/40 ring-1 ring-white/60 dark:bg-white/15"
            style={
              reducedMotion
                ? undefined
                : {
                    transform: `scale(${breathingIn && countdown.running && orbReady ? 1 : 0.7})`,
                    transition: `transform ${BREATH_HALF_SECONDS}s ease-in-out`,
                  }
            }
          />
        </div>
        <p
          aria-live="polite"
          className="relative rounded-full bg-card/85 px-5 py-2 text-lg font-semibold text-card-foreground shadow-sm"
        >
          {cue}
        </p>
        <p
          role="timer"
          aria-label={t('boosters.colorTherapy.timer')}
          className="relative rounded-full bg-card/85 px-4 py-1 text-2xl font-light tabular-nums text-card-foreground"
        >
          {formatSeconds(countdown.remaining)}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          size="lg"
          ref={(node) => {
            focusTarget.current = node;
          }}
          onClick={countdown.running ? countdown.pause : countdown.start}
        >
          {countdown.running ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {countdown.running ? t('boosters.colorTherapy.pause') : t('boosters.colorTherapy.resume')}
        </Button>
        <Button size="lg" variant="outline" onClick={backToPicker}>
          <Square aria-hidden="true" />
          {t('boosters.colorTherapy.end')}
        </Button>
      </div>
    </section>
  );
}
