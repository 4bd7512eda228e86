import { featuresRoutes, plansRoutes, subscriptionRoutes } from '@maeum/api-types';
import {
  CancelSubscriptionDto,
  DowngradeSubscriptionDto,
  FeatureNameDto,
  LimitsQueryDto,
} from '../rpc/billing.dto';
import { bindEndpoints } from './endpoint';

export const plansEndpoints = bindEndpoints(plansRoutes, {
  list: {
    rpc: 'billing.plans.list',
    cache: 'public, max-age=300',
    summary: 'The plans on offer with their prices and limits',
    answer: 'Active plans by rank; the hidden Lite plan is left out',
  },
});

export const subscriptionEndpoints = bindEndpoints(subscriptionRoutes, {
  get: {
    rpc: 'billing.subscription.get',
    cache: 'no-store',
    summary: "The caller's subscription",
    answer: 'The current-subscription record with sessionsLeft',
  },
  limits: {
    rpc: 'billing.limits.check',
    query: LimitsQueryDto,
    cache: 'no-store',
    summary: 'Whether the caller can start a session now, and the usage so far',
    answer: '{ allowed, reason, planName, used, limit, sessionMinutes, dailyTexts }',
  },
  cancel: {
    rpc: 'billing.subscription.cancel',
    body: CancelSubscriptionDto,
    idempotent: 'billing',
    status: 200,
    summary: 'Cancel the subscription at the end of the period',
    answer: "The subscription, cancelled: benefits stay until 'Ends on'",
  },
  resume: {
    rpc: 'billing.subscription.resume',
    idempotent: 'billing',
    status: 200,
    summary: 'Undo a cancellation before the period ends',
    answer: 'The cancelled subscription, active again until its end date (409 nothing_to_resume after it)',
  },
  downgrade: {
    rpc: 'billing.subscription.downgrade',
    body: DowngradeSubscriptionDto,
    idempotent: 'billing',
    status: 200,
    summary: 'Move to a lower plan at the end of the period',
    answer: 'The subscription with the downgrade scheduled for the end of the period',
  },
});

export const featuresEndpoints = bindEndpoints(featuresRoutes, {
  check: {
    rpc: 'billing.features.check',
    params: FeatureNameDto,
    cache: 'no-store',
    summary: 'Whether the caller may use a feature, or preview it',
    answer: '{ feature, allowed, canPreview }',
  },
  preview: {
    rpc: 'billing.features.preview',
    params: FeatureNameDto,
    status: 200,
    summary: "Open a Free plan's one-time preview of a feature",
    answer: 'The preview, open until `until`; 409 preview_used within 24 hours',
  },
});
