import { Feather, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';
import { Button } from '../../../../shared/ui/button';
import { useReducedMotion } from '../use-reduced-motion';
import type { BoosterWidgetProps } from '../widget-types';
import { WorryStoneArt } from './worry-stone-art';
import {
  MIN_RUBS_TO_RELEASE,
  RUB_MILESTONE,
  WORRY_MAX_LENGTH,
  WORRY_STONES,
  type WorryStoneId,
} from './worry-stones-data';
import './translations';
import { Textarea } from '../../../../shared/ui/textarea';

export function WorryStonesWidget({ onEvent }: BoosterWidgetProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const ids = { worry: useId(), needs: useId(), rubHint: useId() };
  const [stoneId, setStoneId] = useState<WorryStoneId>(WORRY_STONES[0].id);
  const [worry, setWorry] = useState('');
  const [rubs, setRubs] = useState(0);
  const [milestone, setMilestone] = useState<number | null>(null);
  const [released, setReleased] = useState(false);

  const stone = WORRY_STONES.find((s) => s.id === stoneId) ?? WORRY_STONES[0];
  const stoneName = t(`boosters.worryStones.stones.${stone.id}`);
  const hasText = worry.trim() !== '';
  const enoughRubs = rubs >= MIN_RUBS_TO_RELEASE;
  const canRelease = hasText && enoughRubs;

  const rub = () => {
    const count = rubs + 1;
    setRubs(count);
    setReleased(false);
    if (count % RUB_MILESTONE === 0) {
      setMilestone(count);
      onEvent('milestone_reached', { rubs: count });
    }
  };

  const release = () => {
    if (!canRelease) return;
    // The words never leave this screen: the event only says how many rubs it took.
    onEvent('item_released', { rubs });
    setWorry('');
    setRubs(0);
    setMilestone(null);
    setStoneId(WORRY_STONES[0].id);
    setReleased(true);
  };

  return (
    <section
      aria-label={t('boosters.worryStones.label')}
      className="mx-auto flex w-full max-w-xl flex-col gap-6"
    >
      <div className="flex flex-col gap-2 text-center">
        <h2 className="text-xl font-semibold tracking-tight">{t('boosters.worryStones.heading')}</h2>
        <p className="text-muted-foreground">{t('boosters.worryStones.intro')}</p>
      </div>

      <fieldset className="flex flex-col gap-3 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <legend className="sr-only">{t('boosters.worryStones.chooseStone')}</legend>
        <p aria-hidden="true" className="text-sm font-medium">
          {t('boosters.worryStones.chooseStone')}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {WORRY_STONES.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={option.id === stoneId}
              onClick={() => setStoneId(option.id)}
              className={cn(
                'flex flex-col items-center gap-1 rounded-2xl border p-3 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                option.id === stoneId && 'border-primary bg-primary/10 font-medium',
              )}
            >
              <WorryStoneArt stone={option} className="h-10 w-14 text-foreground" />
              {t(`boosters.worryStones.stones.${option.id}`)}
            </button>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-2">
          <label htmlFor={ids.worry} className="text-sm font-medium">
            {t('boosters.worryStones.worryLabel')}
          </label>
          <Textarea
            id={ids.worry}
            value={worry}
            rows={2}
            maxLength={WORRY_MAX_LENGTH}
            placeholder={t('boosters.worryStones.worryPlaceholder')}
            onChange={(e) => {
              setWorry(e.target.value);
              setReleased(false);
            }}
            className="min-h-20"
          />
        </div>

        <div className="flex flex-col items-center gap-3">
          <button
            type="button"
            onClick={rub}
            aria-label={t('boosters.worryStones.rub', { stone: stoneName })}
            aria-describedby={ids.rubHint}
            className={cn(
              'rounded-full p-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
              !reducedMotion && 'transition-transform duration-300 ease-out active:scale-95',
            )}
            style={reducedMotion ? undefined : { transform: `rotate(${rubs % 2 === 0 ? -2 : 2}deg)` }}
          >
            <WorryStoneArt stone={stone} className="h-36 w-44 text-foreground" />
          </button>
          <p id={ids.rubHint} className="text-center text-xs text-muted-foreground">
            {t('boosters.worryStones.rubHint')}
          </p>
          <p aria-live="polite" className="text-lg font-semibold tabular-nums text-primary">
            {t('boosters.worryStones.rubCount', { count: rubs })}
          </p>
          <p role="status" className="min-h-5 text-center text-sm text-muted-foreground">
            {milestone !== null ? (
              <span className="inline-flex items-center gap-1.5">
                <Sparkles aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {t('boosters.worryStones.milestone', { count: milestone })}
              </span>
            ) : null}
          </p>
        </div>

        <div className="flex flex-col items-center gap-2">
          <Button
            size="lg"
            disabled={!canRelease}
            aria-describedby={canRelease ? undefined : ids.needs}
            onClick={release}
          >
            <Feather aria-hidden="true" />
            {t('boosters.worryStones.release')}
          </Button>
          {canRelease ? null : (
            <ul
              id={ids.needs}
              className="flex flex-col items-center gap-0.5 text-center text-sm text-muted-foreground"
            >
              {hasText ? null : <li>{t('boosters.worryStones.needText')}</li>}
              {enoughRubs ? null : (
                <li>
                  {t('boosters.worryStones.needRubs')}{' '}
                  <span className="tabular-nums">
                    {t('boosters.worryStones.needRubsProgress', { count: rubs })}
                  </span>
                </li>
              )}
            </ul>
          )}
        </div>
        <p className="text-center text-xs text-muted-foreground">{t('boosters.worryStones.privacy')}</p>
      </div>

      <div role="status" aria-live="polite">
        {released ? (
          <p className="motion-safe:animate-fade-in rounded-2xl border border-primary/30 bg-primary/10 p-5 text-center leading-relaxed">
            {t('boosters.worryStones.released')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
