import { useEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/use-language';
import { useTheme } from '../../shared/theme/use-theme';
import { useMe } from '../auth/api';

/**
 * A signed-in user's saved language and theme win over this browser's, once per session load.
 * Both setters also write local storage, so the next visit is right before first paint.
 */
export function useApplySavedPreferences(): void {
  const { data } = useMe();
  const { setDark } = useTheme();
  const { setLanguage } = useLanguage();
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    const preferences = data?.preferences;
    if (!preferences || appliedFor.current === data.user.id) return;
    appliedFor.current = data.user.id;
    if (preferences.language === 'en' || preferences.language === 'ko') setLanguage(preferences.language);
    if (typeof preferences.darkMode === 'boolean') setDark(preferences.darkMode);
  }, [data, setDark, setLanguage]);
}
