import { Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceDefinition } from '@maeum/service-kit';
import { migrations } from './migrations';

/** Its features arrive with their issues; today it answers health and maintenance. */
@Module({})
export class SessionsAppModule {}

export const sessionsService: ServiceDefinition = {
  service: 'sessions',
  entities: [],
  migrations,
  rootModule: (runtime) => ({
    module: SessionsAppModule,
    imports: [ServiceCoreModule.forRoot(runtime, { entities: [], migrations })],
  }),
};
