import { Controller } from '@nestjs/common';
import { type AdminAccessView, AdminReauthenticateDto, RpcHeader, RpcPattern } from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { AdminGate } from './admin-gate';
import { ReauthenticateUseCase } from './reauthenticate.usecase';

@Controller()
export class AccessController {
  constructor(
    private readonly gate: AdminGate,
    private readonly reauthenticate: ReauthenticateUseCase,
  ) {}

  @RpcHandler(RpcPattern.adminAccess)
  async access(_request: void, call: RpcCallContext): Promise<AdminAccessView> {
    return this.gate.view(await this.gate.check(call.callerId(), 'panel'));
  }

  @RpcHandler(RpcPattern.adminReauthenticate)
  reauth(input: AdminReauthenticateDto, call: RpcCallContext): Promise<AdminAccessView> {
    return this.reauthenticate.execute(call.callerId(), input?.password, call.header(RpcHeader.sessionId));
  }
}
