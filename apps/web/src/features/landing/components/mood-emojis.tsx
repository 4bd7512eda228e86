import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberStartingMood, signUpPathFor, type Mood } from '../starting-mood';
import { SectionHeading } from './section-heading';

const moods: readonly { key: Mood; emoji: string }[] = [
  { key: 'happy', emoji: '😊' },
  { key: 'calm', emoji: '😌' },
  { key: 'sad', emoji: '😢' },
  { key: 'anxious', emoji: '😰' },
  { key: 'angry', emoji: '😤' },
  { key: 'tired', emoji: '😴' },
];

/** Six moods, each a link to sign-up that remembers the mood tapped (see starting-mood.ts). */
export function MoodEmojis() {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="moods-title" className="bg-muted/40 px-4 py-20 sm:px-6">
      <SectionHeading
        id="moods-title"
        title={t('landing.moods.title')}
        subtitle={t('landing.moods.subtitle')}
      />
      <ul className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {moods.map(({ key, emoji }) => (
          <li key={key}>
            <Link
              to={signUpPathFor(key)}
              onClick={() => rememberStartingMood(key)}
              className="group flex h-full items-start gap-4 rounded-3xl bg-card p-5 shadow-sm transition duration-500 ease-out hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transform-none"
            >
              <span aria-hidden="true" className="emoji text-4xl">
                {emoji}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{t(`landing.moods.${key}.label`)}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">
                  {t(`landing.moods.${key}.phrase`)}
                </p>
                <span className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary">
                  {t('landing.moods.start')}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform duration-500 group-hover:translate-x-0.5 motion-reduce:transform-none"
                  />
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
