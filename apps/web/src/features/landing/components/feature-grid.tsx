import { BellRing, ChartLine, Languages, MessageCircleHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const features = [
  { key: 'language', Icon: Languages },
  { key: 'reminders', Icon: BellRing },
  { key: 'insights', Icon: ChartLine },
  { key: 'tone', Icon: MessageCircleHeart },
] as const;

export function FeatureGrid() {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="features-title" className="px-4 py-20 sm:px-6">
      <SectionHeading
        id="features-title"
        title={t('landing.features.title')}
        subtitle={t('landing.features.subtitle')}
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ key, Icon }) => (
          <li key={key} className="rounded-3xl bg-card p-6 text-card-foreground shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`landing.features.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              {t(`landing.features.${key}.body`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
