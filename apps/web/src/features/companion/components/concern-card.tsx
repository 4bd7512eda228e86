import type { CrisisLine, PreferenceLanguage } from '@maeum/api-types';
import { HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CrisisLineLinks } from '../../safety';
import '../translations';

/**
 * The quiet card under a reply whose safety outcome was `concern`: the companion has
 * asked, kindly and directly, and the lines sit beside the question without alarm. Muted, never
 * red, never pinned; the same under the message in history.
 */
export function ConcernCard({
  lines,
  language,
}: {
  lines: readonly CrisisLine[];
  language: PreferenceLanguage;
}) {
  const { t } = useTranslation(undefined, { lng: language });
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      lang={language}
      className="w-full rounded-2xl bg-muted/70 px-3 py-2.5 text-muted-foreground sm:max-w-[75%]"
    >
      <p id={titleId} className="flex items-start gap-1.5 text-sm break-keep text-foreground/90">
        <HeartHandshake aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {t('companion.concern.title')}
      </p>
      <CrisisLineLinks lines={lines} language={language} quiet className="mt-2" />
      <p className="mt-1.5 text-xs break-keep">{t('companion.concern.note')}</p>
    </section>
  );
}
