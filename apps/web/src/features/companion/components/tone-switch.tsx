import type { TonePreference } from '@maeum/api-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';

/** The Normal / MZ switch of the chooser and the text screen: two radio buttons in one pill. */
export function ToneSwitch({
  value,
  onChange,
}: {
  value: TonePreference;
  onChange: (tone: TonePreference) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const options: TonePreference[] = ['normal', 'genz'];
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium">
        {t('companion.chooser.tone')}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className="inline-flex w-fit rounded-full border bg-muted/60 p-1"
        onKeyDown={(event) => {
          if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
          event.preventDefault();
          onChange(value === 'normal' ? 'genz' : 'normal');
        }}
      >
        {options.map((tone) => (
          <button
            key={tone}
            type="button"
            role="radio"
            aria-checked={value === tone}
            tabIndex={value === tone ? 0 : -1}
            onClick={() => onChange(tone)}
            className={cn(
              'min-h-9 rounded-full px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              value === tone
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`companion.chooser.${tone}`)}
          </button>
        ))}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('companion.chooser.toneHint')}
      </p>
    </div>
  );
}
