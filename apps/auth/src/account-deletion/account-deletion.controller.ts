import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import {
  AccountDeletionResult,
  PurgeDeletedAccountsRequest,
  PurgeDeletedAccountsResult,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext } from '@maeum/messaging';
import { CallerRequiredError } from '../me/me.exception';
import { DeleteAccountUseCase } from './delete-account.usecase';
import { PurgeDeletedAccountsUseCase } from './purge-deleted-accounts.usecase';

// The promise in the legal text; a request never shortens it.
const MIN_RETENTION_DAYS = 30;

@Controller()
export class AccountDeletionController {
  constructor(
    private readonly deleteAccount: DeleteAccountUseCase,
    private readonly purgeDeleted: PurgeDeletedAccountsUseCase,
  ) {}

  /** The account deleted is always the verified caller's, never one named in the payload. */
  @MessagePattern(RpcPattern.meDelete)
  delete(@Ctx() ctx: RpcCallContext): Promise<AccountDeletionResult> {
    const userId = ctx.userId;
    if (!userId) throw new CallerRequiredError();
    return this.deleteAccount.execute(userId);
  }

  @MessagePattern(RpcPattern.authPurgeDeleted)
  purge(@Payload() request: PurgeDeletedAccountsRequest): Promise<PurgeDeletedAccountsResult> {
    const days = Math.max(
      MIN_RETENTION_DAYS,
      Math.floor(Number(request?.olderThanDays) || MIN_RETENTION_DAYS),
    );
    return this.purgeDeleted.execute(days);
  }
}
