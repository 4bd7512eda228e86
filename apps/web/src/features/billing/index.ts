// The billing feature's public surface: what the app and other features may use. Its pages are
// loaded by the router (app/routes.tsx) by path.
export { billingKeys, useSubscription } from './api';
export { DashboardPlanCard } from './components/dashboard-plan-card';
export { PlanBadge } from './components/plan-badge';
export { PlanGate } from './components/plan-gate';
export { UsageBanner } from './components/usage-banner';
export { useFeatureAccess } from './lib/use-feature-access';
