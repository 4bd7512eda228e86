import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import ko from './ko.json';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, resolveInitialLanguage, saveLanguage } from './language';

function applyLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  saveLanguage(language);
}

// Both languages are bundled: they are small, and switching must not wait on the network.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ko: { translation: ko } },
  lng: resolveInitialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already.
  react: { useSuspense: false },
  returnNull: false,
});

i18n.on('languageChanged', applyLanguage);
document.documentElement.lang = i18n.language;

export { i18n };
