import type { CrisisLine } from '@maeum/api-types';
import { Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../shared/lib/cn';
import { lineLabel } from '../crisis-lines';

export type CrisisResourcesProps = {
  /** The lines to show: the server's (useCrisisLines) or, where no query runs, CRISIS_LINES. */
  lines: readonly CrisisLine[];
  /** Fix the language (e.g. a crisis reply in the conversation's language); defaults to the UI language. */
  language?: Language;
  className?: string;
};

/**
 * The crisis card: one tap to call each line on a phone, each named. Used on the legal pages and
 * when a plan's sessions are used up.
 */
export function CrisisResources({ lines, language, className }: CrisisResourcesProps) {
  // Fixed to a language that may not be loaded yet (one is, per visit): this loads it.
  const { t: tr } = useTranslation(undefined, { lng: language });
  const { language: uiLanguage } = useLanguage();
  const shown = language ?? uiLanguage;
  const titleId = useId();

  return (
    <section
      aria-labelledby={titleId}
      lang={language}
      className={cn(
        'rounded-xl border border-destructive/40 bg-card p-4 text-card-foreground shadow-sm sm:p-5',
        className,
      )}
    >
      <p id={titleId} className="text-base font-semibold text-balance break-keep">
        {tr('crisis.title')}
      </p>
      <ul className="mt-3 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        {lines.map((line) => {
          const name = lineLabel(line, shown);
          return (
            <li key={line.tel}>
              <a
                href={`tel:${line.tel}`}
                aria-label={tr('crisis.callLabel', { number: line.number, name })}
                className="flex min-h-14 items-center gap-3 rounded-lg border bg-background px-3 py-2 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive"
                >
                  <Phone className="size-4" />
                </span>
                {/* The spaces keep "109 Suicide…" apart in the visible text the label must contain. */}
                <span className="flex flex-col leading-tight">
                  <span className="text-lg font-bold tabular-nums">{line.number}</span>{' '}
                  <span className="text-sm text-muted-foreground break-keep">{name}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground break-keep">{tr('crisis.note')}</p>
    </section>
  );
}
