import type {
  CancelSubscriptionRequest,
  DowngradeSubscriptionRequest,
  FeatureAccessView,
  FeatureNameRequest,
  FeaturePreviewView,
  LimitsQuery,
  LimitsView,
  PlanView,
  SubscriptionView,
} from '../billing';
import { route } from './route';

/** The plan grid: public, so visitors see prices on /pricing before they sign up. */
export const plansRoutes = {
  list: route<void, PlanView[]>()('GET', '/plans', 'public'),
};

/** The caller's own subscription (kept by billing): no route takes a user or subscription id. */
export const subscriptionRoutes = {
  get: route<void, SubscriptionView>()('GET', '/subscription'),
  limits: route<LimitsQuery, LimitsView>()('GET', '/subscription/limits'),
  cancel: route<CancelSubscriptionRequest, SubscriptionView>()('POST', '/subscription/cancel'),
  resume: route<void, SubscriptionView>()('POST', '/subscription/resume'),
  downgrade: route<DowngradeSubscriptionRequest, SubscriptionView>()('POST', '/subscription/downgrade'),
};

/** Plan gates (spec §6): whether the caller's plan opens a feature, and its once-a-day preview. */
export const featuresRoutes = {
  check: route<FeatureNameRequest, FeatureAccessView>()('GET', '/features/:name'),
  preview: route<FeatureNameRequest, FeaturePreviewView>()('POST', '/features/:name/preview'),
};
