import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MentorController } from './mentor.controller';

/** Mentor support (Pro, issue 24). */
@Module({ imports: [AuthModule], controllers: [MentorController] })
export class MentorModule {}
