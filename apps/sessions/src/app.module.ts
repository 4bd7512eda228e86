import { CrisisHoldsModule } from './crisis-hold/crisis-holds.module';
import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceRuntime } from '@maeum/service-kit';
import { AdminSessionsController } from './admin/admin-sessions.controller';
import { UserDeletedListener } from './accounts/user-deleted.listener';
import { ChatModule } from './chat/chat.module';
import { SessionsDataModule } from './data-export/data-export.module';
import { DataKeysModule } from './data-keys/data-keys.module';
import { MemoryModule } from './memory/memory.module';
import { migrations } from './migrations';
import { SessionsConfig } from './sessions.config';
import { SessionsUnitOfWorkModule } from './sessions.unit-of-work';
import { SpeechModule } from './speech/speech.module';
import { SpokenRepliesModule } from './spoken-replies/spoken-replies.module';

@Module({})
export class SessionsAppModule {
  static register(runtime: ServiceRuntime<SessionsConfig>): DynamicModule {
    return {
      module: SessionsAppModule,
      imports: [
        ServiceCoreModule.forRoot(runtime, {
          entities: [],
          migrations,
          eventHandlers: [UserDeletedListener],
          eventHandlerImports: [DataKeysModule],
        }),
        SessionsUnitOfWorkModule,
        ChatModule,
        CrisisHoldsModule,
        SessionsDataModule,
        MemoryModule,
        SpeechModule,
        SpokenRepliesModule,
      ],
      controllers: [AdminSessionsController],
    };
  }
}
