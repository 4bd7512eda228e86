import type { PreferenceLanguage } from '@maeum/api-types';
import { Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CRISIS_LINES } from '../../legal/components/crisis-resources';

/**
 * The crisis card pinned on the session screen after a crisis reply (DECISIONS.md "Policy"): every
 * line one tap away, compact enough that the conversation stays in view on a phone.
 */
export function PinnedCrisisCard({ language }: { language: PreferenceLanguage }) {
  const { t } = useTranslation(undefined, { lng: language });
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      lang={language}
      className="sticky top-14 z-10 rounded-xl border border-destructive/40 bg-card/95 p-3 shadow-sm backdrop-blur md:top-2"
    >
      <p id={titleId} className="text-sm font-semibold break-keep">
        {t('crisis.title')}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {CRISIS_LINES.map((line) => {
          const name = t(`crisis.lines.${line.id}`);
          return (
            <li key={line.id}>
              <a
                href={`tel:${line.tel}`}
                title={name}
                aria-label={t('crisis.callLabel', { number: line.number, name })}
                className="inline-flex min-h-10 items-center gap-1.5 rounded-full border bg-background px-3 text-sm font-semibold tabular-nums hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Phone aria-hidden="true" className="size-3.5 text-destructive" />
                {line.number}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
