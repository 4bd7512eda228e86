import { SessionsConfig } from './sessions.config';
import { ServiceDefinition } from '@maeum/service-kit';
import { SessionsAppModule } from './app.module';
import { migrations } from './migrations';

export const sessionsService: ServiceDefinition<SessionsConfig> = {
  service: 'sessions',
  configClass: SessionsConfig,
  entities: [],
  migrations,
  rootModule: (runtime) => SessionsAppModule.register(runtime),
};
