import { metricsRegistry } from '@maeum/telemetry';
import { Counter } from 'prom-client';

/** Observed by SubscriptionRenewalHandler after each pass: billing's counts, by result. */
export const subscriptionRenewals = new Counter({
  name: 'maeum_subscription_renewals_total',
  help: 'Subscriptions handled by the renewal passes, by result (renewed, failed, unsettled, ended, reconciled)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});
