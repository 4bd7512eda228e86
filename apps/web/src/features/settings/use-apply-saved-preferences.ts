import { useEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/use-language';
import { useTheme } from '../../shared/theme/use-theme';
import { browserTimeZone } from '../../shared/lib/time-zone';
import { useMe } from '../auth';
import { useUpdatePreference } from './api';

/**
 * A signed-in user's saved language and theme win over this browser's, once per session load.
 * Both setters also write local storage, so the next visit is right before first paint. A new
 * account still on the default UTC takes this browser's time zone, so its days, habits and
 * reminders fall where the person lives (Settings changes it later).
 */
export function useApplySavedPreferences(): void {
  const { data } = useMe();
  const { setDark } = useTheme();
  const { setLanguage } = useLanguage();
  const appliedFor = useRef<string | null>(null);
  const { mutate: savePreference } = useUpdatePreference();

  useEffect(() => {
    const preferences = data?.preferences;
    if (!preferences || appliedFor.current === data.user.id) return;
    appliedFor.current = data.user.id;
    if (preferences.language === 'en' || preferences.language === 'ko') setLanguage(preferences.language);
    if (typeof preferences.darkMode === 'boolean') setDark(preferences.darkMode);
    const zone = browserTimeZone();
    if (!preferences.hasOnboarded && preferences.timezone === 'UTC' && zone && zone !== 'UTC')
      savePreference({ timezone: zone });
  }, [data, setDark, setLanguage, savePreference]);
}
