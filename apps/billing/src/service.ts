import { BillingConfig } from './billing.config';
import { ServiceDefinition } from '@maeum/service-kit';
import { BillingAppModule, entities } from './app.module';
import { migrations } from './migrations';

export const billingService: ServiceDefinition<BillingConfig> = {
  service: 'billing',
  configClass: BillingConfig,
  entities,
  migrations,
  rootModule: (runtime) => BillingAppModule.register(runtime),
};
