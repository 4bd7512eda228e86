import type { FeaturePreviewView } from '@maeum/api-types';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { useAuth } from '../../auth/use-auth';
import { PlanGate } from '../../billing/components/plan-gate';
import { BoosterGrid } from '../components/booster-grid';
import { useBoosterLogin } from '../lib/use-booster-login';
import '../translations';

/** While a Free plan's preview is open: which boosters, until when, and the way to all of them. */
function PreviewBanner({ preview }: { preview: FeaturePreviewView }) {
  const { t, i18n } = useTranslation();
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(preview.until),
  );
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-primary/30 bg-accent/40 px-4 py-3 text-sm">
      <span>{t('moodBoosters.previewBanner', { count: preview.itemLimit ?? 3, until })}</span>
      <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
        {t('moodBoosters.previewUpgrade')}
      </Link>
    </p>
  );
}

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
              {preview ? <PreviewBanner preview={preview} /> : null}
              <BoosterGrid openCount={preview ? (preview.itemLimit ?? 3) : null} />
            </>
          )}
        </PlanGate>
      ) : (
        <BoosterGrid openCount={0} visitor onVisitorOpen={askToLogIn} />
      )}
    </div>
  );
}
