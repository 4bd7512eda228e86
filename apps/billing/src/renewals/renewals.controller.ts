import { Controller, Logger } from '@nestjs/common';
import { RenewalRunDto, RenewalRunResult, RpcPattern } from '@maeum/contracts';
import { RpcHandler } from '@maeum/messaging';
import { RenewDueUseCase } from './renew-due.usecase';

/** Asked by the worker's hourly `subscription-renewal` schedule. */
@Controller()
export class RenewalsController {
  private readonly logger = new Logger(RenewalsController.name);

  constructor(private readonly renewDue: RenewDueUseCase) {}

  @RpcHandler(RpcPattern.billingRenewDue)
  async renew(input: RenewalRunDto): Promise<RenewalRunResult> {
    const result = await this.renewDue.execute(input.asOf ? new Date(input.asOf) : undefined);
    this.logger.log(result, 'Renewal pass');
    return result;
  }
}
