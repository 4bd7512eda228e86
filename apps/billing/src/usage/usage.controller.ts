import { Controller, Logger } from '@nestjs/common';
import { RpcPattern, UsageResetDto, UsageResetResult } from '@maeum/contracts';
import { RpcHandler } from '@maeum/messaging';
import { ResetUsageUseCase } from './reset-usage.usecase';

/** Asked by the worker's `usage-reset` schedule on the first day of each month. */
@Controller()
export class UsageController {
  private readonly logger = new Logger(UsageController.name);

  constructor(private readonly resetUsage: ResetUsageUseCase) {}

  @RpcHandler(RpcPattern.billingUsageReset)
  async reset(input: UsageResetDto): Promise<UsageResetResult> {
    const result = await this.resetUsage.execute(input.asOf ? new Date(input.asOf) : undefined);
    this.logger.log(result, 'Usage counters reset');
    return result;
  }
}
