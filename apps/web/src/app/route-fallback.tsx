import { useTranslation } from 'react-i18next';
import { Spinner } from '../shared/ui/spinner';

/** Shown on first load while the matched lazy route modules download. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" label={t('a11y.loading')} />
    </div>
  );
}
