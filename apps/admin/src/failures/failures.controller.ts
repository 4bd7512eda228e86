import { Controller } from '@nestjs/common';
import {
  type AdminActionResult,
  AdminDeadLetterIdDto,
  AdminFailedJobDto,
  type AdminFailures,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { ListFailuresUseCase } from './list-failures.usecase';
import { RetryDeadLetterUseCase } from './retry-dead-letter.usecase';
import { RetryFailedJobUseCase } from './retry-failed-job.usecase';

@Controller()
export class FailuresController {
  constructor(
    private readonly listFailures: ListFailuresUseCase,
    private readonly retryDeadLetter: RetryDeadLetterUseCase,
    private readonly retryFailedJob: RetryFailedJobUseCase,
  ) {}

  @RpcHandler(RpcPattern.adminFailuresList)
  list(_request: void, call: RpcCallContext): Promise<AdminFailures> {
    return this.listFailures.execute(call.callerId());
  }

  @RpcHandler(RpcPattern.adminDeadLetterRetry)
  retryEvent(input: AdminDeadLetterIdDto, call: RpcCallContext): Promise<AdminActionResult> {
    return this.retryDeadLetter.execute(call.callerId(), input.id);
  }

  @RpcHandler(RpcPattern.adminFailedJobRetry)
  retryJob(input: AdminFailedJobDto, call: RpcCallContext): Promise<AdminActionResult> {
    return this.retryFailedJob.execute(call.callerId(), input.queue, input.jobId);
  }
}
