/** Where privacy requests and questions about the legal pages go. */
export const CONTACT_EMAIL = 'privacy@maeum.app';

export const LEGAL_PAGES = [
  { to: '/privacy-policy', key: 'privacyPolicy' },
  { to: '/terms', key: 'terms' },
  { to: '/ai-disclaimer', key: 'aiDisclaimer' },
] as const;

export type LegalPageKey = (typeof LEGAL_PAGES)[number]['key'];
