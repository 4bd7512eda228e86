import { MOOD_BOOSTER_PREVIEW_COUNT, MOOD_BOOSTER_SLUGS, type MoodBoosterSlug } from '@maeum/api-types';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/http';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast';
import { useAuth } from '../../auth';
import { useFeatureAccess } from '../../billing';
import { moodBoostersApi, useMoodBoosters } from '../api';
import { BoosterStage } from '../components/booster-stage';
import { PreviewBanner } from '../components/preview-banner';
import { boosterTitle } from '../lib/booster-words';
import { useBoosterLogin } from '../lib/use-booster-login';
import '../translations';

const isKnown = (slug: string | undefined): slug is MoodBoosterSlug =>
  (MOOD_BOOSTER_SLUGS as readonly string[]).includes(slug ?? '');

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" className="self-start">
      <Link to="/mood-boosters">
        <ArrowLeft aria-hidden="true" />
        {t('moodBoosters.back')}
      </Link>
    </Button>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return <Card className="flex flex-col items-center gap-4 p-8 text-center">{children}</Card>;
}

/** /mood-boosters/:slug: one booster full-screen, opened on the server first (the plan gate). */
export function BoosterPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const { status } = useAuth();
  const askToLogIn = useBoosterLogin();
  const catalogue = useMoodBoosters();
  const known = isKnown(slug);
  const [openedAt] = useState(() => Date.now());
  const activation = useQuery({
    queryKey: ['mood-boosters', 'activation', slug, openedAt],
    queryFn: () => moodBoostersApi.activate(slug!),
    enabled: known && status === 'signed-in',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const booster = catalogue.data?.find((item) => item.slug === slug);
  const title = boosterTitle(t, { slug: slug ?? '', title: booster?.title ?? slug ?? '' });

  useEffect(() => {
    if (status === 'signed-out' && known) askToLogIn(slug);
  }, [status, known, slug, askToLogIn]);

  const toasted = useRef(false);
  useEffect(() => {
    if (!activation.isSuccess || toasted.current) return;
    toasted.current = true;
    toast.success(t('moodBoosters.activatedTitle'), { description: t('moodBoosters.activated', { title }) });
  }, [activation.isSuccess, t, title]);

  const comingSoon = !known || (isApiError(activation.error) && activation.error.status === 404);
  const locked = isApiError(activation.error) && activation.error.status === 403;
  // A Free plan may open the first boosters through the day's preview, from here as from the grid.
  const position = catalogue.data?.findIndex((item) => item.slug === slug) ?? -1;
  const previewable = position >= 0 && position < MOOD_BOOSTER_PREVIEW_COUNT;
  const { access, startPreview, starting } = useFeatureAccess(
    'mood-boosters',
    () => {
      toast.success(t('moodBoosters.previewTitle'), { description: t('moodBoosters.preview') });
      void activation.refetch();
    },
    locked && previewable,
  );

  let content: React.ReactNode;
  if (comingSoon)
    content = (
      <Notice>
        <span aria-hidden="true" className="font-emoji text-4xl">
          🌱
        </span>
        <p className="text-lg font-medium">{t('moodBoosters.comingSoon')}</p>
      </Notice>
    );
  else if (locked)
    content = (
      <Notice>
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
          <Lock aria-hidden="true" className="size-6" />
        </span>
        <p className="text-lg font-medium">{t('billing.gate.title', { plan: 'Plus' })}</p>
        <p className="text-muted-foreground">{t('billing.gate.features.mood-boosters')}</p>
        <div className="flex w-full max-w-xs flex-col gap-2">
          <Button asChild>
            <Link to="/pricing">{t('billing.gate.upgrade', { plan: 'Plus' })}</Link>
          </Button>
          {previewable && access.data?.canPreview ? (
            <Button variant="outline" onClick={startPreview} disabled={starting} aria-busy={starting}>
              {t('billing.gate.preview')}
            </Button>
          ) : null}
        </div>
      </Notice>
    );
  else if (activation.isError)
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border bg-card p-6">
        <p>{t('moodBoosters.widgetFailed')}</p>
        <Button variant="outline" onClick={() => void activation.refetch()}>
          {t('moodBoosters.retry')}
        </Button>
      </div>
    );
  else if (!activation.isSuccess)
    content = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={t('moodBoosters.loading')} />
      </div>
    );
  else
    content = (
      <>
        {activation.data?.previewUntil ? (
          <PreviewBanner until={activation.data.previewUntil} count={MOOD_BOOSTER_PREVIEW_COUNT} />
        ) : null}
        <BoosterStage slug={slug as MoodBoosterSlug} />
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 md:py-10">
      <BackLink />
      {comingSoon ? null : (
        <header className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary/10 font-emoji text-3xl"
          >
            {booster?.emojiIcon ?? '✨'}
          </span>
          <h1 className="text-2xl font-bold tracking-tight lowercase sm:text-3xl">{title}</h1>
        </header>
      )}
      {content}
    </div>
  );
}
