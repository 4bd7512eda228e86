import type en from './en.json';

// Typed keys: t('some.missing.key') is a compile error, and en.json is the source of truth.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
