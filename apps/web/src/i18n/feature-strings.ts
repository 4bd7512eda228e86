import { i18n } from './i18n';

/**
 * A feature's words travel with the feature's code, not in the landing page's first load: they
 * join a language's strings once that language is in (now, or when it loads after a switch).
 * Adding them to a language not loaded yet would make i18next think it was, so that is never done.
 * `probeKey` is one key of the bundle, to tell whether it has joined already.
 */
export function joinFeatureStrings(bundles: Record<string, object>, probeKey: string): void {
  const addTo = (language: string) => {
    const bundle = bundles[language];
    if (!bundle || !i18n.hasResourceBundle(language, 'translation')) return;
    if (i18n.exists(probeKey, { lng: language })) return;
    i18n.addResourceBundle(language, 'translation', bundle, true, true);
  };
  for (const language of Object.keys(bundles)) addTo(language);
  i18n.on('loaded', (loaded: Record<string, unknown>) => Object.keys(loaded).forEach(addTo));
}
