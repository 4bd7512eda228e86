import { Controller, Logger } from '@nestjs/common';
import {
  RpcPattern,
  UsageReleaseDto,
  UsageReservation,
  UsageReserveDto,
  UsageResetDto,
  UsageResetResult,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
import { ReleaseUsageUseCase } from './release-usage.usecase';
import { ReserveUsageUseCase } from './reserve-usage.usecase';
import { ResetUsageUseCase } from './reset-usage.usecase';

@Controller()
export class UsageController {
  private readonly logger = new Logger(UsageController.name);

  constructor(
    private readonly resetUsage: ResetUsageUseCase,
    private readonly reserveUsage: ReserveUsageUseCase,
    private readonly releaseUsage: ReleaseUsageUseCase,
  ) {}

  /** Asked by the worker's `usage-reset` schedule on the first day of each month. */
  @RpcHandler(RpcPattern.billingUsageReset)
  async reset(input: UsageResetDto): Promise<UsageResetResult> {
    const result = await this.resetUsage.execute(input.asOf ? new Date(input.asOf) : undefined);
    this.logger.log(result, 'Usage counters reset');
    return result;
  }

  /** Asked by the sessions service before a session starts and before each message is answered. */
  @RpcHandler(RpcPattern.billingUsageReserve)
  reserve(input: UsageReserveDto, call: RpcCallContext): Promise<UsageReservation> {
    return this.reserveUsage.execute(call.callerId(), input);
  }

  @RpcHandler(RpcPattern.billingUsageRelease)
  async release(input: UsageReleaseDto, call: RpcCallContext): Promise<{ released: number }> {
    return { released: await this.releaseUsage.release(call.callerId(), input.holdIds) };
  }
}
