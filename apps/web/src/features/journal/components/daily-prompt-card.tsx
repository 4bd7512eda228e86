import { RefreshCw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { useDailyPrompt, useRegeneratePrompt } from '../api';
import { useEmotionName } from './analysis-block';

/**
 * Today's prompt (spec 001 §2): Regenerate, 'Use this prompt', a skeleton while loading, the spec's
 * fallback texts when it cannot load, and "Yesterday you mentioned" when there was an entry.
 */
export function DailyPromptCard({ signedIn, onUse }: { signedIn: boolean; onUse: (prompt: string) => void }) {
  const { t } = useTranslation();
  const prompt = useDailyPrompt(signedIn);
  const regenerate = useRegeneratePrompt();
  const name = useEmotionName();
  const text = regenerate.isError
    ? t('journal.prompt.fallbackRegenerate')
    : (prompt.data?.prompt ?? (prompt.isError || !signedIn ? t('journal.prompt.fallbackLoad') : null));

  return (
    <Card className="flex flex-col gap-3 border-primary/20 bg-accent/30 p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-primary">
        <Sparkles aria-hidden="true" className="size-4" />
        {t('journal.prompt.title')}
      </h2>
      {text ? (
        <p aria-live="polite" className="text-lg leading-relaxed font-medium text-balance break-keep">
          {text}
        </p>
      ) : (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t('a11y.loading')}</span>
          <span aria-hidden="true" className="h-4 w-5/6 animate-pulse rounded bg-muted-foreground/20" />
          <span aria-hidden="true" className="h-4 w-2/3 animate-pulse rounded bg-muted-foreground/15" />
        </div>
      )}
      {prompt.data?.yesterday ? (
        <p className="text-sm text-muted-foreground">
          {t('journal.prompt.yesterday', { feeling: name(prompt.data.yesterday) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => text && onUse(text)} disabled={!text}>
          {t('journal.prompt.use')}
        </Button>
        {signedIn ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => regenerate.mutate()}
            disabled={regenerate.isPending}
          >
            <RefreshCw aria-hidden="true" className={regenerate.isPending ? 'animate-spin' : undefined} />
            {t('journal.prompt.regenerate')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
