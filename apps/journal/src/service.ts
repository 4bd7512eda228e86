import { Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceDefinition } from '@maeum/service-kit';
import { migrations } from './migrations';

/** Its features arrive with their issues; today it answers health and maintenance. */
@Module({})
export class JournalAppModule {}

export const journalService: ServiceDefinition = {
  service: 'journal',
  entities: [],
  migrations,
  rootModule: (runtime) => ({
    module: JournalAppModule,
    imports: [ServiceCoreModule.forRoot(runtime, { entities: [], migrations })],
  }),
};
