import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/language';
import { authApi } from './auth-client';
import { authKeys } from './api';

/**
 * Right after sign-in: reads the account (the same query the app shell uses) and applies its saved
 * language now, so what is said next, the welcome toast, is in the language the app is about to
 * speak and not the one the sign-in page was in. Answers the language to say it in (a page's `t` is
 * bound to the language it rendered in). The shell applies the theme as before.
 */
export function useApplyAccountLanguage(): () => Promise<Language> {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const shown = () => (isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE);
  return async () => {
    try {
      const me = await queryClient.fetchQuery({ queryKey: authKeys.me, queryFn: authApi.me });
      const language = me.preferences?.language;
      if (isLanguage(language) && language !== shown()) await i18n.changeLanguage(language);
    } catch {
      // Without the account's answer the welcome is in the language shown now; the shell retries.
    }
    return shown();
  };
}
