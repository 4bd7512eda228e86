import { Controller } from '@nestjs/common';
import { AdminOperatorDto, type AdminAuditRow, RpcPattern } from '@maeum/contracts';
import { RpcHandler } from '@maeum/messaging';
import { OperatorGrantUseCase } from './operator-grant.usecase';

/** The command line's grant and revoke. No gateway route leads here. */
@Controller()
export class OperatorController {
  constructor(private readonly operator: OperatorGrantUseCase) {}

  @RpcHandler(RpcPattern.adminOperatorGrant)
  grant(input: AdminOperatorDto): Promise<AdminAuditRow> {
    return this.operator.execute(input.email, true, input.reason);
  }

  @RpcHandler(RpcPattern.adminOperatorRevoke)
  revoke(input: AdminOperatorDto): Promise<AdminAuditRow> {
    return this.operator.execute(input.email, false, input.reason);
  }
}
