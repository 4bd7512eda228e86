import { Headphones, Square, Volume1, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { formatSeconds, useCountdown } from '../use-countdown';
import { useReducedMotion } from '../use-reduced-motion';
import type { BoosterWidgetProps } from '../widget-types';
import {
  DEFAULT_VOLUME,
  NATURE_SOUNDS,
  SLEEP_TIMER_MINUTES,
  type NatureSoundId,
  type SleepTimerMinutes,
} from './nature-sounds-data';
import { audioContextClass, playNatureSound, type PlayingSound } from './nature-sounds-engine';
import './translations';

/** Loudness feels closer to linear when the slider drives the square of the gain. */
const volumeToGain = (volume: number) => (volume / 100) ** 2;

interface Audio {
  ctx: AudioContext;
  master: GainNode;
}

export function NatureSoundsWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const [AudioCtor] = useState(audioContextClass);

  if (!AudioCtor) {
    return (
      <section
        aria-label={t('boosters.natureSounds.label')}
        className="mx-auto flex w-full max-w-xl flex-col gap-4"
      >
        <div className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-6 text-center shadow-sm">
          <VolumeX aria-hidden="true" className="size-8 text-muted-foreground" />
          <h2 className="text-lg font-semibold">{t('boosters.natureSounds.unsupported')}</h2>
          <p className="text-muted-foreground">{t('boosters.natureSounds.unsupportedHint')}</p>
        </div>
      </section>
    );
  }
  return <NatureSoundsPlayer AudioCtor={AudioCtor} onEvent={onEvent} />;
}

function NatureSoundsPlayer({ AudioCtor, onEvent }: BoosterWidgetProps & { AudioCtor: typeof AudioContext }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const volumeId = useId();
  const audio = useRef<Audio | null>(null);
  const voices = useRef(new Map<NatureSoundId, PlayingSound>());
  const [playing, setPlaying] = useState<NatureSoundId[]>([]);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [sleep, setSleep] = useState<SleepTimerMinutes>(0);
  const [announcement, setAnnouncement] = useState('');

  const stopAll = useCallback(() => {
    for (const voice of voices.current.values()) voice.stop();
    voices.current.clear();
    setPlaying([]);
  }, []);

  const sleepTimer = useCountdown(0, () => {
    stopAll();
    setSleep(0);
    setAnnouncement(t('boosters.natureSounds.sleepEnded'));
  });

  // The context exists only after the first click (browsers block audio before a gesture) and is
  // closed when the widget goes away, which silences everything at once.
  useEffect(
    () => () => {
      for (const voice of voices.current.values()) voice.stop();
      voices.current.clear();
      void audio.current?.ctx.close();
      audio.current = null;
    },
    [],
  );

  const ensureAudio = (): Audio => {
    if (!audio.current) {
      const ctx = new AudioCtor();
      const master = ctx.createGain();
      master.gain.value = volumeToGain(volume);
      master.connect(ctx.destination);
      audio.current = { ctx, master };
    }
    if (audio.current.ctx.state === 'suspended') void audio.current.ctx.resume();
    return audio.current;
  };

  const toggle = (sound: NatureSoundId) => {
    const voice = voices.current.get(sound);
    if (voice) {
      voice.stop();
      voices.current.delete(sound);
      setPlaying((list) => list.filter((id) => id !== sound));
      return;
    }
    const { ctx, master } = ensureAudio();
    voices.current.set(sound, playNatureSound(ctx, master, sound));
    setPlaying((list) => [...list, sound]);
    onEvent('sound_played', { sound });
  };

  const changeVolume = (next: number) => {
    setVolume(next);
    const current = audio.current;
    if (current) current.master.gain.setTargetAtTime(volumeToGain(next), current.ctx.currentTime, 0.05);
  };

  const chooseSleep = (minutes: SleepTimerMinutes) => {
    setSleep(minutes);
    sleepTimer.reset(minutes * 60);
    if (minutes > 0) {
      sleepTimer.start();
      setAnnouncement(t('boosters.natureSounds.sleepSet', { count: minutes }));
    } else {
      setAnnouncement('');
    }
  };

  const VolumeIcon = volume === 0 ? VolumeX : volume < 50 ? Volume1 : Volume2;

  return (
    <section
      aria-label={t('boosters.natureSounds.label')}
      className="mx-auto flex w-full max-w-2xl flex-col gap-6"
    >
      <div className="flex flex-col gap-2 text-center">
        <h2 className="text-xl font-semibold tracking-tight">{t('boosters.natureSounds.heading')}</h2>
        <p className="text-muted-foreground">{t('boosters.natureSounds.intro')}</p>
      </div>

      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3">
        {NATURE_SOUNDS.map((sound) => {
          const on = playing.includes(sound.id);
          return (
            <li key={sound.id}>
              <button
                type="button"
                aria-pressed={on}
                aria-labelledby={`${volumeId}-${sound.id}-name`}
                aria-describedby={`${volumeId}-${sound.id}-description`}
                onClick={() => toggle(sound.id)}
                className={cn(
                  'flex h-full w-full flex-col items-start gap-2 rounded-2xl border bg-card p-4 text-left shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  on && 'border-primary bg-primary/10 hover:bg-primary/15',
                )}
              >
                <span className="flex w-full items-center justify-between gap-2">
                  <span aria-hidden="true" className="text-3xl">
                    {sound.emoji}
                  </span>
                  <PlayingBars on={on} still={reducedMotion} />
                </span>
                <span id={`${volumeId}-${sound.id}-name`} className="font-semibold">
                  {t(`boosters.natureSounds.sounds.${sound.id}.name`)}
                </span>
                <span id={`${volumeId}-${sound.id}-description`} className="text-sm text-muted-foreground">
                  {t(`boosters.natureSounds.sounds.${sound.id}.description`)}
                </span>
                <span
                  aria-hidden="true"
                  className={cn('text-xs font-medium', on ? 'text-primary' : 'text-muted-foreground')}
                >
                  {on ? t('boosters.natureSounds.playing') : t('boosters.natureSounds.paused')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      <div className="flex flex-col gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-2">
          <label htmlFor={volumeId} className="flex items-center justify-between text-sm font-medium">
            <span className="flex items-center gap-2">
              <VolumeIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {t('boosters.natureSounds.volume')}
            </span>
            <span aria-hidden="true" className="tabular-nums text-muted-foreground">
              {t('boosters.natureSounds.volumeValue', { value: volume })}
            </span>
          </label>
          <input
            id={volumeId}
            type="range"
            min={0}
            max={100}
            step={5}
            value={volume}
            aria-valuetext={t('boosters.natureSounds.volumeValue', { value: volume })}
            onChange={(e) => changeVolume(Number(e.target.value))}
            className="w-full accent-primary focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          />
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('boosters.natureSounds.sleepTimer')}</legend>
          <div className="flex flex-wrap gap-2">
            {SLEEP_TIMER_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                size="sm"
                variant={sleep === minutes ? 'secondary' : 'outline'}
                aria-pressed={sleep === minutes}
                className={cn(sleep === minutes && 'ring-2 ring-primary/40')}
                onClick={() => chooseSleep(minutes)}
              >
                {minutes === 0
                  ? t('boosters.natureSounds.sleepOff')
                  : t('boosters.natureSounds.sleepMinutes', { count: minutes })}
              </Button>
            ))}
          </div>
          {sleep > 0 ? (
            <p role="timer" className="text-sm tabular-nums text-muted-foreground">
              {t('boosters.natureSounds.sleepRemaining', { time: formatSeconds(sleepTimer.remaining) })}
            </p>
          ) : null}
        </fieldset>

        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {playing.length > 0
              ? t('boosters.natureSounds.nowPlaying', { count: playing.length })
              : t('boosters.natureSounds.nothingPlaying')}
          </p>
          <Button
            variant="outline"
            disabled={playing.length === 0}
            onClick={() => {
              stopAll();
              setAnnouncement(t('boosters.natureSounds.stoppedAll'));
            }}
          >
            <Square aria-hidden="true" />
            {t('boosters.natureSounds.stopAll')}
          </Button>
        </div>
      </div>

      <p className="flex items-center justify-center gap-2 text-center text-xs text-muted-foreground">
        <Headphones aria-hidden="true" className="size-4 shrink-0" />
        {t('boosters.natureSounds.headphones')}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

/** Three small bars: they sway while a sound plays, or stand still under reduced motion. */
function PlayingBars({ on, still }: { on: boolean; still: boolean }) {
  return (
    <span aria-hidden="true" className={cn('flex h-5 items-end gap-0.5', !on && 'opacity-30')}>
      {[0.6, 1, 0.75].map((height, i) => (
        <span
          key={i}
          className={cn('w-1 rounded-full bg-primary', on && !still && 'animate-pulse')}
          style={{ height: `${height * 100}%`, animationDelay: `${i * 250}ms`, animationDuration: '1.6s' }}
        />
      ))}
    </span>
  );
}
