import { i18n } from '../../i18n/i18n';
import en from './locales/en.json';
import ko from './locales/ko.json';

const BUNDLES: Record<string, typeof en> = { en, ko };

/**
 * Billing's words travel with billing's code, not in the landing page's first load: they join a
 * language's strings once that language is in (now, or when it loads after a switch). Adding them
 * to a language not loaded yet would make i18next think it was, so that is never done.
 */
function addTo(language: string): void {
  const bundle = BUNDLES[language];
  if (!bundle || !i18n.hasResourceBundle(language, 'translation')) return;
  if (i18n.exists('billing.title', { lng: language })) return;
  i18n.addResourceBundle(language, 'translation', bundle, true, true);
}

for (const language of Object.keys(BUNDLES)) addTo(language);
i18n.on('loaded', (loaded: Record<string, unknown>) => Object.keys(loaded).forEach(addTo));
