import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, isLanguage, resolveInitialLanguage, saveLanguage, type Language } from './language';

// One language per visit: each is its own hashed, long-cached chunk. The one the visitor reads is
// preloaded by index.html next to the entry (so it costs no extra round trip) and the app renders
// once it is in, so the first paint is already in the right language; the other language loads
// when the visitor switches (or points at a language control, see loadAllLanguages).
const resources: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('./en.json'),
  ko: () => import('./ko.json'),
};

const bundledResources: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    resources[language]().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

function applyLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  saveLanguage(language);
}

i18n.on('languageChanged', applyLanguage);

/** Resolves when the visitor's language is loaded (also when loading it failed: keys then show). */
export const i18nReady: Promise<unknown> = i18n
  .use(bundledResources)
  .use(initReactI18next)
  .init({
    lng: resolveInitialLanguage(),
    // No fallback language: it would load English for every Korean visitor. translations.test.ts
    // keeps ko.json complete, so a fallback would never be used.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    initAsync: false, // start loading now, not on the next tick
    interpolation: { escapeValue: false }, // React escapes already.
    react: { useSuspense: false },
    returnNull: false,
  })
  .catch(() => undefined);

document.documentElement.lang = i18n.language;

/** Loads every language, so that switching is instant (tests; a language control on intent). */
export function loadAllLanguages(): Promise<void> {
  return i18n.loadLanguages([...LANGUAGES]);
}

export { i18n };
