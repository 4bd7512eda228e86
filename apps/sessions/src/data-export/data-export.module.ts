import { Module } from '@nestjs/common';
import { ChatModule } from '../chat/chat.module';
import { DataKeysModule } from '../data-keys/data-keys.module';
import { MemoryModule } from '../memory/memory.module';
import { SessionsDataController } from './data-export.controller';

@Module({ imports: [ChatModule, DataKeysModule, MemoryModule], controllers: [SessionsDataController] })
export class SessionsDataModule {}
