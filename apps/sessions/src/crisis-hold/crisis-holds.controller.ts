import { Controller } from '@nestjs/common';
import { CrisisHoldsDto, RpcPattern } from '@maeum/contracts';
import { RpcHandler } from '@maeum/messaging';
import { CrisisHoldsUseCase } from './crisis-holds.usecase';

/** Asked by auth's reminders pass: which of these people are in a crisis hold. Ids only, no words. */
@Controller()
export class CrisisHoldsController {
  constructor(private readonly holds: CrisisHoldsUseCase) {}

  @RpcHandler(RpcPattern.sessionsCrisisHolds)
  held(input: CrisisHoldsDto): Promise<{ held: string[] }> {
    return this.holds.execute(input.userIds, input.now ? new Date(input.now) : new Date());
  }
}
