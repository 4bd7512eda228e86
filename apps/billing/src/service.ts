import { ServiceDefinition } from '@maeum/service-kit';
import { BillingAppModule, entities } from './app.module';
import { migrations } from './migrations';

export const billingService: ServiceDefinition = {
  service: 'billing',
  entities,
  migrations,
  rootModule: (runtime) => BillingAppModule.register(runtime),
};
