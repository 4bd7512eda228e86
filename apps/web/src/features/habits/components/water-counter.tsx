import { HABIT_WATER_GOAL, HABIT_WATER_MAX } from '@maeum/api-types';
import { Droplet, Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/button';

/** Glasses of water today: one tap a glass; the goal (6, spec 001 §5) fills the drops. */
export function WaterCounter({
  glasses,
  onChange,
  disabled = false,
}: {
  glasses: number;
  onChange: (glasses: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const reached = glasses >= HABIT_WATER_GOAL;
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2 rounded-xl bg-muted/50 p-3">
      <div className="flex items-center justify-between gap-2">
        <span id={labelId} className="text-sm font-medium">
          {t('habits.water.label')}
        </span>
        <output aria-live="polite" className="text-sm text-muted-foreground">
          {t('habits.water.count', { count: glasses })}
          {reached ? <span className="sr-only">. {t('habits.water.goalReached')}</span> : null}
        </output>
      </div>
      <div className="flex items-center gap-3">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('habits.water.remove')}
          disabled={disabled || glasses <= 0}
          onClick={() => onChange(glasses - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <div aria-hidden="true" className="flex flex-1 justify-center gap-1">
          {Array.from({ length: HABIT_WATER_GOAL }, (_, index) => (
            <Droplet
              key={index}
              className={cn(
                'size-5',
                index < glasses
                  ? 'fill-sky-500 text-sky-600 dark:fill-sky-400 dark:text-sky-300'
                  : 'text-muted-foreground',
              )}
            />
          ))}
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('habits.water.add')}
          disabled={disabled || glasses >= HABIT_WATER_MAX}
          onClick={() => onChange(glasses + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
