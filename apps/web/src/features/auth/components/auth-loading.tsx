import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';

/** What a guarded page shows while the session resolves. */
export function AuthLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-3 py-24 text-muted-foreground"
    >
      <Spinner size="lg" />
      <p>{t('auth.loading')}</p>
    </div>
  );
}
