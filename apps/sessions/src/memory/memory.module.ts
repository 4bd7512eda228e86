import { Module } from '@nestjs/common';
import { DataKeysModule } from '../data-keys/data-keys.module';
import { MemoryController } from './memory.controller';
import { MemoryBook } from './memory-book';

@Module({
  imports: [DataKeysModule],
  controllers: [MemoryController],
  providers: [MemoryBook],
  exports: [MemoryBook],
})
export class MemoryModule {}
