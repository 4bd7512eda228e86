import { Controller } from '@nestjs/common';
import { PageVisitDto, type PageVisitView, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { RecordPageVisitUseCase } from './record-page-visit.usecase';

@Controller()
export class PageVisitsController {
  constructor(private readonly record: RecordPageVisitUseCase) {}

  @RpcHandler(RpcPattern.mePageVisit)
  visit(input: PageVisitDto, call: RpcCallContext): Promise<PageVisitView> {
    return this.record.execute(call.callerId(), input.path);
  }
}
