import { Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceDefinition } from '@maeum/service-kit';
import { migrations } from './migrations';

/** Its features arrive with their issues; today it answers health and maintenance. */
@Module({})
export class AdminAppModule {}

export const adminService: ServiceDefinition = {
  service: 'admin',
  entities: [],
  migrations,
  rootModule: (runtime) => ({
    module: AdminAppModule,
    imports: [ServiceCoreModule.forRoot(runtime, { entities: [], migrations })],
  }),
};
