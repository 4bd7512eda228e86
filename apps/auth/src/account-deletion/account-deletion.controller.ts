import { Controller } from '@nestjs/common';
import {
  AccountDeletionResult,
  DeleteAccountDto,
  PurgeDeletedAccountsRequest,
  PurgeDeletedAccountsResult,
  RpcHeader,
  RpcPattern,
} from '@maeum/contracts';
import { RpcCallContext, RpcHandler } from '@maeum/messaging';
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
  @RpcHandler(RpcPattern.meDelete)
  delete(request: DeleteAccountDto, call: RpcCallContext): Promise<AccountDeletionResult> {
    return this.deleteAccount.execute(call.callerId(), {
      sessionId: call.header(RpcHeader.sessionId),
      currentPassword: request?.currentPassword,
    });
  }

  @RpcHandler(RpcPattern.authPurgeDeleted)
  purge(request: PurgeDeletedAccountsRequest): Promise<PurgeDeletedAccountsResult> {
    const days = Math.max(
      MIN_RETENTION_DAYS,
      Math.floor(Number(request?.olderThanDays) || MIN_RETENTION_DAYS),
    );
    return this.purgeDeleted.execute(days);
  }
}
