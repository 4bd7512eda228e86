import type { CrisisLine, PreferenceLanguage } from '@maeum/api-types';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { lineLabel } from '../crisis-lines';

/**
 * The lines as a row of compact one-tap `tel:` links (the pinned and the quiet card): the number is
 * what shows, the line's name is in the accessible name and the tooltip.
 */
export function CrisisLineLinks({
  lines,
  language,
  quiet = false,
  className,
}: {
  lines: readonly CrisisLine[];
  language: PreferenceLanguage;
  /** Muted links for the quiet card; the pinned card's carry the crisis colour. */
  quiet?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(undefined, { lng: language });
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)}>
      {lines.map((line) => {
        const name = lineLabel(line, language);
        return (
          <li key={line.tel}>
            <a
              href={`tel:${line.tel}`}
              title={name}
              aria-label={t('crisis.callLabel', { number: line.number, name })}
              className={cn(
                'inline-flex min-h-10 min-w-11 items-center justify-center rounded-full border px-2.5 text-sm font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                quiet
                  ? 'border-border bg-background/70 text-foreground hover:bg-background'
                  : 'border-destructive/30 bg-background hover:bg-muted',
              )}
            >
              {line.number}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
