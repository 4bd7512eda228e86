import type { JournalAnalysisView } from '@maeum/api-types';
import { useTranslation } from 'react-i18next';
import { AiLabel } from './ai-label';

/** An emotion tag in the reader's language, as #tag. */
export function useEmotionName() {
  const { t, i18n } = useTranslation();
  return (tag: string): string =>
    i18n.exists(`journal.emotions.${tag}`) ? t(`journal.emotions.${tag as 'joy'}`) : tag;
}

/**
 * The analysis of an entry (spec 001 §2): Emotional Themes as #tags, Positive Insights, the
 * reframing suggestion in quotes. `onTag` makes the themes buttons that filter the list.
 */
export function AnalysisBlock({
  analysis,
  onTag,
  headingLevel = 3,
}: {
  analysis: JournalAnalysisView;
  onTag?: (tag: string) => void;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const name = useEmotionName();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${Math.min(headingLevel + 1, 6)}` as 'h3' | 'h4' | 'h5';
  if (!analysis.emotionTags.length && !analysis.greenFlags.length) return null;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-muted/50 p-4 text-sm">
      <Heading className="flex items-center gap-2 text-sm font-semibold">
        {t('journal.analysis.title')} <AiLabel />
      </Heading>
      {analysis.toneSummary ? <p className="text-muted-foreground">{analysis.toneSummary}</p> : null}
      {analysis.emotionTags.length ? (
        <div className="flex flex-col gap-1.5">
          <Sub className="text-xs font-medium text-muted-foreground">{t('journal.analysis.themes')}</Sub>
          <ul className="flex flex-wrap gap-1.5">
            {analysis.emotionTags.map((tag) => (
              <li key={tag}>
                {onTag ? (
                  <button
                    type="button"
                    onClick={() => onTag(tag)}
                    className="rounded-full bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  >
                    #{name(tag)}
                  </button>
                ) : (
                  <span className="rounded-full bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground">
                    #{name(tag)}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {onTag ? <p className="text-xs text-muted-foreground">{t('journal.analysis.filterHint')}</p> : null}
        </div>
      ) : null}
      {analysis.greenFlags.length ? (
        <div className="flex flex-col gap-1">
          <Sub className="text-xs font-medium text-muted-foreground">{t('journal.analysis.positive')}</Sub>
          <ul className="flex list-disc flex-col gap-1 ps-5">
            {analysis.greenFlags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {analysis.redFlags.length ? (
        <div className="flex flex-col gap-1">
          <Sub className="text-xs font-medium text-muted-foreground">{t('journal.analysis.gentle')}</Sub>
          <ul className="flex list-disc flex-col gap-1 ps-5">
            {analysis.redFlags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {analysis.reframingSuggestion ? (
        <div className="flex flex-col gap-1">
          <Sub className="text-xs font-medium text-muted-foreground">{t('journal.analysis.reframe')}</Sub>
          <blockquote className="border-s-2 border-primary/40 ps-3 italic">
            “{analysis.reframingSuggestion}”
          </blockquote>
        </div>
      ) : null}
    </div>
  );
}

export function AnalysisSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-2 rounded-xl bg-muted/50 p-4" aria-live="polite">
      <span className="sr-only">{t('journal.analysis.pending')}</span>
      <span aria-hidden="true" className="h-3 w-1/3 animate-pulse rounded bg-muted-foreground/20" />
      <span aria-hidden="true" className="h-3 w-2/3 animate-pulse rounded bg-muted-foreground/15" />
      <span aria-hidden="true" className="h-3 w-1/2 animate-pulse rounded bg-muted-foreground/15" />
    </div>
  );
}
