import { MOOD_BOOSTER_PREVIEW_COUNT } from '@maeum/api-types';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast';
import { useAuth } from '../../auth';
import { PlanGate } from '../../billing';
import { BoosterGrid } from '../components/booster-grid';
import { PreviewBanner } from '../components/preview-banner';
import { useBoosterLogin } from '../lib/use-booster-login';
import '../translations';

/** While a Free plan's preview is open: which boosters, until when, and the way to all of them. */
/** /mood-boosters (spec 001 §2): the grid; Plus and Pro open all, Free the preview, visitors log in. */
export function MoodBoostersPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const askToLogIn = useBoosterLogin();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
      <header className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Sparkles aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('moodBoosters.title')}</h1>
          <p className="text-muted-foreground">{t('moodBoosters.subtitle')}</p>
        </div>
      </header>
      {status === 'signed-in' ? (
        <PlanGate
          feature="mood-boosters"
          onPreviewStarted={() =>
            toast.success(t('moodBoosters.previewTitle'), { description: t('moodBoosters.preview') })
          }
        >
          {(preview) => (
            <>
              {preview ? (
                <PreviewBanner
                  until={preview.until}
                  count={preview.itemLimit ?? MOOD_BOOSTER_PREVIEW_COUNT}
                />
              ) : null}
              <BoosterGrid openCount={preview ? (preview.itemLimit ?? MOOD_BOOSTER_PREVIEW_COUNT) : null} />
            </>
          )}
        </PlanGate>
      ) : (
        <BoosterGrid openCount={0} visitor onVisitorOpen={askToLogIn} />
      )}
    </div>
  );
}
