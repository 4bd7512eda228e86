import { Module } from '@nestjs/common';
import { CrisisLinesController } from './crisis-lines.controller';

/** Public safety information served by the gateway alone (no service, no token). */
@Module({ controllers: [CrisisLinesController] })
export class SafetyModule {}
