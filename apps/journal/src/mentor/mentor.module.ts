import { Module } from '@nestjs/common';
import { WriterClock } from '../entries/writer-clock';
import { MentorController } from './mentor.controller';
import { MentorUseCases } from './mentor.usecase';

/** Mentor support (Pro): the weekly guided review of DECISIONS.md. */
@Module({ controllers: [MentorController], providers: [WriterClock, MentorUseCases] })
export class MentorModule {}
