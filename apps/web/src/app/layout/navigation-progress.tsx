import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A thin bar at the top while a lazy route (or its data) loads, so a slow click never feels ignored. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;

  return (
    <div role="status" className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-full bg-primary motion-safe:w-1/3 motion-safe:animate-progress" />
      <span className="sr-only">{t('a11y.loading')}</span>
    </div>
  );
}
