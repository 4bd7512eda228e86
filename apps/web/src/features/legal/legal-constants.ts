/** Where privacy requests and questions about the legal pages go. */
export const CONTACT_EMAIL = 'privacy@maeum.app';

export const LEGAL_PAGES = [
  { to: '/privacy-policy', key: 'privacyPolicy' },
  { to: '/terms', key: 'terms' },
  { to: '/ai-disclaimer', key: 'aiDisclaimer' },
] as const;

export type LegalPageKey = (typeof LEGAL_PAGES)[number]['key'];

/** The age section of the privacy policy, one per language version (the page shows both). */
export const AGE_SECTION_ID = { en: 'age-en', ko: 'age-ko' } as const;

/** The age policy in the reader's language version: where sign-up's age consent links to. */
export function agePolicyPath(language: keyof typeof AGE_SECTION_ID): string {
  return `/privacy-policy#${AGE_SECTION_ID[language]}`;
}
