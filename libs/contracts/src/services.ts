/** The domain services the gateway talks to over NATS. */
export const DOMAIN_SERVICES = ['auth', 'billing', 'sessions', 'journal', 'admin'] as const;
export type DomainService = (typeof DOMAIN_SERVICES)[number];
