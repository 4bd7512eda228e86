import { useTranslation } from 'react-i18next';
import { toast } from '../../shared/ui/toast';
import { useLanguage } from '../../i18n/use-language';
import { useTheme } from '../../shared/theme/use-theme';
import { useUpdatePreference, type PreferencePatch } from './api';

/** The two preferences this browser shows itself (and keeps in local storage for the next visit). */
export type DisplayPatch = Extract<PreferencePatch, { language: unknown } | { darkMode: unknown }>;

/**
 * Shows a language or theme change at once and returns the patch that puts the old value back
 * (for `useUpdatePreference`'s `apply`); the other preferences change nothing on screen.
 */
export function useApplyDisplayPreference(): (patch: PreferencePatch) => PreferencePatch | undefined {
  const { language, setLanguage } = useLanguage();
  const { isDark, setDark } = useTheme();
  return (patch) => {
    if ('language' in patch) {
      setLanguage(patch.language);
      return { language };
    }
    if ('darkMode' in patch) {
      setDark(patch.darkMode);
      return { darkMode: isDark };
    }
    return undefined;
  };
}

/**
 * The app shell's language and theme switches: the change shows at once and is saved to the
 * account's preferences (PATCH /api/me/preferences), so the settings page and the next sign-in
 * agree with it. A failed save puts the old value back with the settings page's error toast.
 */
export function useSaveDisplayPreference(): (patch: DisplayPatch) => void {
  const { i18n } = useTranslation();
  const apply = useApplyDisplayPreference();
  // i18n.t, not the render's t: the toast speaks the language the failed change went back to.
  const update = useUpdatePreference({ apply, onFailed: () => toast.error(i18n.t('settings.saveFailed')) });
  return (patch) => update.mutate(patch);
}
