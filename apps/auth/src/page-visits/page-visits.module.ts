import { Module } from '@nestjs/common';
import { PageVisitsController } from './page-visits.controller';
import { RecordPageVisitUseCase } from './record-page-visit.usecase';

/** Page visits to the dashboard and insights, with analytics consent. */
@Module({ controllers: [PageVisitsController], providers: [RecordPageVisitUseCase] })
export class PageVisitsModule {}
