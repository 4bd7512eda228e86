import { Injectable } from '@nestjs/common';
import { ADMIN_ROLE_CHANGED_V1, AdminRoleChangedV1, EventEnvelope } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { AdminAccountsRepository } from './admin-accounts.repository';

/**
 * auth.admin_users is the admin service's roster as GET /api/me reads it (the isAdmin flag the web
 * uses to show or hide the panel). The admin service itself checks its own table on every request.
 */
@Injectable()
export class AdminRoleChangedListener implements EventHandler<typeof ADMIN_ROLE_CHANGED_V1> {
  readonly subject = ADMIN_ROLE_CHANGED_V1;
  readonly name = 'admin-flag';

  async handle(event: EventEnvelope<AdminRoleChangedV1>, manager: EntityManager): Promise<void> {
    const { userId, isAdmin } = event.data;
    const accounts = new AdminAccountsRepository(manager);
    if (isAdmin) await accounts.flagAdmin(userId);
    else await accounts.unflagAdmin(userId);
  }
}
