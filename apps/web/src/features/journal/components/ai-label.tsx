import { useTranslation } from 'react-i18next';

/** AI-written content carries a small "AI" label. */
export function AiLabel() {
  const { t } = useTranslation();
  return (
    <span
      title={t('journal.analysis.labelHint')}
      className="rounded-md bg-primary/10 px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-wide text-primary"
    >
      <span aria-hidden="true">{t('journal.analysis.label')}</span>
      <span className="sr-only">{t('journal.analysis.labelHint')}</span>
    </span>
  );
}
