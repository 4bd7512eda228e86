import { HABIT_SLEEP_QUALITIES, type HabitDayInput, type HabitDayView } from '@maeum/api-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { WaterCounter } from './water-counter';

const ITEMS = [
  { key: 'breakfast', emoji: '🍳' },
  { key: 'lunch', emoji: '🍱' },
  { key: 'dinner', emoji: '🍲' },
  { key: 'physicalActivity', emoji: '🏃' },
  { key: 'mindfulness', emoji: '🧘' },
  { key: 'socialConnection', emoji: '💬' },
] as const;

/** One day's check-in: six toggles, the water counter and the night's sleep; each tap saves. */
export function HabitCheckIn({ day, onSave }: { day: HabitDayView; onSave: (input: HabitDayInput) => void }) {
  const { t } = useTranslation();
  const sleepName = useId();
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t('habits.itemsLabel')} className="grid grid-cols-3 gap-2">
        {ITEMS.map(({ key, emoji }) => (
          <li key={key}>
            <button
              type="button"
              aria-pressed={day[key]}
              onClick={() => onSave({ [key]: !day[key] })}
              className={cn(
                'flex min-h-16 w-full flex-col items-center justify-center gap-1 rounded-xl border p-2 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                day[key]
                  ? 'border-primary bg-primary/15 text-foreground'
                  : 'bg-card text-muted-foreground hover:bg-muted/60',
              )}
            >
              <span aria-hidden="true" className="font-emoji text-xl">
                {emoji}
              </span>
              {t(`habits.items.${key}`)}
            </button>
          </li>
        ))}
      </ul>
      <WaterCounter glasses={day.waterGlasses} onChange={(waterGlasses) => onSave({ waterGlasses })} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('habits.sleep.label')}</legend>
        <div className="grid grid-cols-4 gap-2">
          {HABIT_SLEEP_QUALITIES.map((quality) => (
            <label
              key={quality}
              className={cn(
                'flex min-h-10 cursor-pointer items-center justify-center rounded-full border px-2 text-xs font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                day.sleepQuality === quality
                  ? 'border-primary bg-primary/15 text-foreground'
                  : 'text-muted-foreground hover:bg-muted/60',
              )}
            >
              <input
                type="radio"
                name={sleepName}
                value={quality}
                checked={day.sleepQuality === quality}
                onChange={() => onSave({ sleepQuality: quality })}
                className="sr-only"
              />
              {t(`habits.sleep.${quality}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
