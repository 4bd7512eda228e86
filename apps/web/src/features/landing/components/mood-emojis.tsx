import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const moods = [
  { key: 'happy', emoji: '😊' },
  { key: 'calm', emoji: '😌' },
  { key: 'sad', emoji: '😢' },
  { key: 'anxious', emoji: '😰' },
  { key: 'angry', emoji: '😤' },
  { key: 'tired', emoji: '😴' },
] as const;

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
          <li key={key} className="flex items-start gap-4 rounded-2xl border bg-card p-5 shadow-sm">
            <span aria-hidden="true" className="text-4xl leading-none">
              {emoji}
            </span>
            <div>
              <h3 className="font-semibold">{t(`landing.moods.${key}.label`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                {t(`landing.moods.${key}.phrase`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
