import { Module } from '@nestjs/common';
import { WriterClock } from '../entries/writer-clock';
import { InsightsStore } from '../statistics/insights.store';
import { MentorController } from './mentor.controller';
import { MentorUseCases } from './mentor.usecases';

/** Mentor support (Pro): the weekly guided review of DECISIONS.md. */
@Module({ controllers: [MentorController], providers: [WriterClock, InsightsStore, MentorUseCases] })
export class MentorModule {}
