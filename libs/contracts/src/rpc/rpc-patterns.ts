import type { DomainService } from '../services';
import type { RpcPatternName } from './rpc-map';

/**
 * Request/reply patterns the gateway sends to services. The NATS subject is
 * `<namespace>.rpc.<pattern>` and each service listens in the queue group named after itself.
 * Each pattern's request and reply types are in RpcMap (rpc-map.ts).
 */
export const RpcPattern = {
  health: (service: DomainService) => `${service}.health` as const,
  outboxCleanup: (service: DomainService) => `${service}.maintenance.outbox-cleanup` as const,
  diagnosticsEcho: 'auth.diagnostics.echo',
  diagnosticsRead: 'auth.diagnostics.read',
  authSignup: 'auth.signup',
  authLogin: 'auth.login',
  authRefresh: 'auth.refresh',
  authLogout: 'auth.logout',
  authForgotPassword: 'auth.forgot-password',
  authResetPassword: 'auth.reset-password',
  authJwks: 'auth.jwks',
  authProviders: 'auth.oauth.providers',
  authOauthStart: 'auth.oauth.start',
  authOauthComplete: 'auth.oauth.complete',
  meGet: 'auth.me.get',
  meUpdateProfile: 'auth.me.update-profile',
  meRequestEmailChange: 'auth.me.request-email-change',
  meConfirmEmailChange: 'auth.me.confirm-email-change',
  meGetPreferences: 'auth.me.get-preferences',
  meUpdatePreferences: 'auth.me.update-preferences',
  meGetContext: 'auth.me.get-context',
  mePutContext: 'auth.me.put-context',
  meOnboarding: 'auth.me.onboarding',
  meDelete: 'auth.me.delete',
  authExportUser: 'auth.me.export',
  billingExportUser: 'billing.me.export',
  billingPlans: 'billing.plans.list',
  billingSubscription: 'billing.subscription.get',
  billingLimits: 'billing.limits.check',
  billingCancel: 'billing.subscription.cancel',
  billingDowngrade: 'billing.subscription.downgrade',
  billingFeature: 'billing.features.check',
  billingFeaturePreview: 'billing.features.preview',
  billingUsageReset: 'billing.maintenance.usage-reset',
  authPurgeDeleted: 'auth.maintenance.purge-deleted',
} as const satisfies Record<string, RpcPatternName | ((service: DomainService) => RpcPatternName)>;
