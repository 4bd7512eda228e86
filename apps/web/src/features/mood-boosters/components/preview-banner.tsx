import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../translations';

/** The Free preview's line: how many boosters are open, until when, and the way to all 19. */
export function PreviewBanner({ until, count }: { until: string; count: number }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(until),
  );
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-primary/30 bg-accent/40 px-4 py-3 text-sm">
      <span>{t('moodBoosters.previewBanner', { count, until: time })}</span>
      <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
        {t('moodBoosters.previewUpgrade')}
      </Link>
    </p>
  );
}
