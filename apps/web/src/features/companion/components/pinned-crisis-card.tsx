import type { CrisisLine, PreferenceLanguage } from '@maeum/api-types';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CrisisLineLinks } from '../../safety';

/**
 * The crisis card pinned on the session screen after a crisis reply: every
 * line one tap away, in one row on a 390 px phone, so the reply it answers stays in view between
 * it and the composer (issue #20).
 */
export function PinnedCrisisCard({
  lines,
  language,
  ref,
}: {
  lines: readonly CrisisLine[];
  language: PreferenceLanguage;
  ref?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation(undefined, { lng: language });
  const titleId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      lang={language}
      className="sticky top-14 z-10 rounded-xl border border-destructive/40 bg-card/95 px-3 py-2.5 shadow-sm backdrop-blur md:top-2"
    >
      <p id={titleId} className="text-sm font-semibold break-keep">
        {t('crisis.title')}
      </p>
      <CrisisLineLinks lines={lines} language={language} className="mt-2" />
    </section>
  );
}
