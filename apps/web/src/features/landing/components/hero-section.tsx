import { ArrowRight, Compass } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import heroUrl from '../../../shared/illustrations/hero.svg';
import { Button } from '../../../shared/ui/button';
import { Illustration } from '../../../shared/ui/illustration';
import { LazyGuideOverlay as GuideOverlay, useAfterGuide } from '../../onboarding';

export function HeroSection() {
  const { t } = useTranslation();
  const afterGuide = useAfterGuide();
  const [guideOpen, setGuideOpen] = useState(false);

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      {/* Soft colour wash; decorative only. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 dark:opacity-70 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-secondary),transparent_70%),radial-gradient(30rem_20rem_at_90%_30%,var(--color-accent),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-10 pb-12 text-center sm:px-6 sm:pt-16 sm:pb-20">
        {/* A friendly heart resting by the hills at sunrise; the heading says what the place is. */}
        <div className="animate-fade-in">
          <Illustration
            src={heroUrl}
            width={320}
            height={220}
            className="w-56 animate-breathe sm:w-72 motion-reduce:animate-none"
          />
        </div>
        <p className="mt-6 rounded-full bg-card/70 px-4 py-1.5 text-sm font-medium text-secondary-foreground dark:text-foreground">
          {t('landing.hero.eyebrow')}
        </p>
        <h1
          id="hero-title"
          className="mt-6 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl md:text-6xl"
        >
          {t('landing.hero.title')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted-foreground">
          {t('landing.hero.subtitle')}
        </p>
        <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/signup">
              {t('landing.hero.cta')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button variant="outline" size="lg" className="bg-card/70" onClick={() => setGuideOpen(true)}>
            <Compass aria-hidden="true" />
            {t('landing.hero.guideCta')}
          </Button>
        </div>
        <p className="mt-8 max-w-md text-sm text-muted-foreground">
          {t('landing.hero.note')}{' '}
          <Link
            to="/ai-disclaimer"
            className="rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {t('landing.hero.noteLink')}
          </Link>
        </p>
      </div>

      {guideOpen && (
        <Suspense fallback={null}>
          <GuideOverlay onExit={() => setGuideOpen(false)} onComplete={afterGuide} />
        </Suspense>
      )}
    </section>
  );
}
