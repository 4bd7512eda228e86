import { AuthConfig } from './auth.config';
import { ServiceDefinition } from '@maeum/service-kit';
import { AuthAppModule, entities } from './app.module';
import { migrations } from './migrations';

export const authService: ServiceDefinition<AuthConfig> = {
  service: 'auth',
  configClass: AuthConfig,
  entities,
  migrations,
  rootModule: (runtime) => AuthAppModule.register(runtime),
};
