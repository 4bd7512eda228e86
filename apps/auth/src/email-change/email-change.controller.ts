import { Controller } from '@nestjs/common';
import {
  ConfirmEmailChangeDto,
  EmailChangeConfirmed,
  RequestEmailChangeDto,
  RpcHeader,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { ConfirmEmailChangeUseCase } from './confirm-email-change.usecase';
import { RequestEmailChangeUseCase } from './request-email-change.usecase';

@Controller()
export class EmailChangeController {
  constructor(
    private readonly requestChange: RequestEmailChangeUseCase,
    private readonly confirmChange: ConfirmEmailChangeUseCase,
  ) {}

  @RpcHandler(RpcPattern.meRequestEmailChange)
  async request(input: RequestEmailChangeDto, call: RpcCallContext): Promise<{ accepted: true }> {
    await this.requestChange.execute(
      {
        userId: call.callerId(),
        sessionId: call.header(RpcHeader.sessionId),
        userAgent: call.header(RpcHeader.userAgent),
      },
      input,
    );
    return { accepted: true };
  }

  /** No caller needed: the link may be opened on another device, and the token names the request. */
  @RpcHandler(RpcPattern.meConfirmEmailChange)
  confirm(input: ConfirmEmailChangeDto, call: RpcCallContext): Promise<EmailChangeConfirmed> {
    return this.confirmChange.execute(input.token, call.header(RpcHeader.userAgent));
  }
}
