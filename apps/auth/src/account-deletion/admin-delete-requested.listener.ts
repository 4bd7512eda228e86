import { Injectable } from '@nestjs/common';
import { ADMIN_USER_DELETE_REQUESTED_V1, AdminUserDeleteRequestedV1, EventEnvelope } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { DeleteAccountUseCase } from './delete-account.usecase';

/**
 * An admin deleted a user (the admin service checked the rules and the typed confirmation, and
 * audited it): the same deletion as DELETE /api/me, without the owner's proof. Sessions end, the
 * key is shredded, `auth.user.deleted.v1` goes to every service. It runs in a transaction of its
 * own (see executeForAdmin); a redelivery finds the account gone and only ends the sessions again.
 */
@Injectable()
export class AdminDeleteRequestedListener implements EventHandler<typeof ADMIN_USER_DELETE_REQUESTED_V1> {
  readonly subject = ADMIN_USER_DELETE_REQUESTED_V1;
  readonly name = 'delete-account-for-admin';

  constructor(private readonly deletion: DeleteAccountUseCase) {}

  async handle(event: EventEnvelope<AdminUserDeleteRequestedV1>): Promise<void> {
    await this.deletion.executeForAdmin(event.data.userId, event.data.requestedBy);
  }
}
