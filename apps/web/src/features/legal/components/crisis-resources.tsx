import { Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n/language';
import { cn } from '../../../shared/lib/cn';

/** Korean crisis lines (DECISIONS.md → Policy). 109 replaced 1393 on 1 January 2024. */
export const CRISIS_LINES = [
  { id: 'suicide', number: '109', tel: '109' },
  { id: 'mentalHealth', number: '1577-0199', tel: '15770199' },
  { id: 'ambulance', number: '119', tel: '119' },
  { id: 'police', number: '112', tel: '112' },
  { id: 'youth', number: '1388', tel: '1388' },
] as const;

export type CrisisResourcesProps = {
  /** Fix the language (e.g. a crisis reply in the conversation's language); defaults to the UI language. */
  language?: Language;
  className?: string;
};

/**
 * The crisis card: one tap to call each line on a phone. Used on the legal pages, in crisis replies
 * and pinned on the session screens.
 */
export function CrisisResources({ language, className }: CrisisResourcesProps) {
  // Fixed to a language that may not be loaded yet (one is, per visit): this loads it.
  const { t: tr } = useTranslation(undefined, { lng: language });
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
        {CRISIS_LINES.map((line) => {
          const name = tr(`crisis.lines.${line.id}`);
          return (
            <li key={line.id}>
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
