import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';

const labels = ['free', 'private', 'noTherapySpeak'] as const;

export function CtaBanner() {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
      {/*
        A soft card, not a block of the accent colour: the button is the one saturated thing here
        (at most one per screen), in both themes.
      */}
      <div className="mx-auto max-w-4xl rounded-[2rem] bg-[linear-gradient(135deg,var(--color-secondary),var(--color-accent))] px-6 py-12 text-center text-secondary-foreground sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('landing.cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty">{t('landing.cta.body')}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/signup">
            {t('landing.cta.button')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm font-medium sm:flex-row sm:gap-6">
          {labels.map((key) => (
            <li key={key} className="flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4 text-primary" />
              {t(`landing.cta.labels.${key}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
