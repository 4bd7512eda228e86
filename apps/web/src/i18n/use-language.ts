import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';

export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  return {
    language: isLanguage(current) ? current : DEFAULT_LANGUAGE,
    // i18n.ts persists the choice and updates <html lang> on 'languageChanged'.
    setLanguage: (language) => void i18n.changeLanguage(language),
  };
}
