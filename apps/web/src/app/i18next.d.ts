import type adminEn from '../features/admin/locales/en.json';
import type billingEn from '../features/billing/locales/en.json';
import type companionEn from '../features/companion/locales/en.json';
import type en from '../i18n/en.json';
import type habitsEn from '../features/habits/locales/en.json';
import type insightsEn from '../features/insights/locales/en.json';
import type journalEn from '../features/journal/locales/en.json';
import type mentorEn from '../features/mentor/locales/en.json';
import type remindersEn from '../features/reminders/locales/en.json';
import type { MoodBoosterStrings } from '../features/mood-boosters/locale-types';

// Typed keys: t('some.missing.key') is a compile error, and en.json is the source of truth.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Feature bundles that load with their feature (features/*/translations.ts) join the same keys.
    resources: {
      translation: typeof en &
        typeof adminEn &
        typeof billingEn &
        typeof companionEn &
        typeof journalEn &
        typeof habitsEn &
        typeof insightsEn &
        typeof remindersEn &
        typeof mentorEn &
        MoodBoosterStrings;
    };
  }
}
