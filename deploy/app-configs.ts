// Every app's config class by the app's name, for the deployment checks (k8s, compose): each app
// owns its class (apps/<app>/src/<app>.config.ts), built from libs/config's fragments. Importing
// them also registers every @Sensitive() setting in SENSITIVE_CONFIG_KEYS.
import { AdminCliConfig, AdminConfig } from '../apps/admin/src/admin.config';
import { AuthConfig } from '../apps/auth/src/auth.config';
import { BillingConfig } from '../apps/billing/src/billing.config';
import { GatewayConfig } from '../apps/gateway/src/gateway.config';
import { JournalConfig } from '../apps/journal/src/journal.config';
import { SessionsConfig } from '../apps/sessions/src/sessions.config';
import { WorkerConfig } from '../apps/worker/src/worker.config';

export const APP_CONFIGS = {
  gateway: GatewayConfig,
  auth: AuthConfig,
  billing: BillingConfig,
  sessions: SessionsConfig,
  journal: JournalConfig,
  admin: AdminConfig,
  worker: WorkerConfig,
} as const;

export type AppName = keyof typeof APP_CONFIGS;

/** Every config class, the admin CLI's too: together, every environment variable maeum. reads. */
export const ALL_CONFIG_CLASSES: ReadonlyArray<new () => object> = [
  ...Object.values(APP_CONFIGS),
  AdminCliConfig,
];

export const isAppName = (name: string): name is AppName => name in APP_CONFIGS;
