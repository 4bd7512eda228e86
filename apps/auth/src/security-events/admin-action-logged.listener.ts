import { Injectable } from '@nestjs/common';
import { ADMIN_ACTION_LOGGED_V1, AdminActionLoggedV1, EventEnvelope } from '@maeum/contracts';
import { EventHandler } from '@maeum/messaging';
import { EntityManager } from 'typeorm';
import { SecurityEventRepository } from './security-event.repository';
import { SecurityEvents } from './security-events';

/**
 * Spec §6: every admin action is logged to the audit log (the admin service) and to security events:
 * here, under the admin's account (the target's, for the operator's grant or revoke), ids only.
 */
@Injectable()
export class AdminActionLoggedListener implements EventHandler<typeof ADMIN_ACTION_LOGGED_V1> {
  readonly subject = ADMIN_ACTION_LOGGED_V1;
  readonly name = 'admin-security-event';

  constructor(private readonly securityEvents: SecurityEvents) {}

  async handle(event: EventEnvelope<AdminActionLoggedV1>, manager: EntityManager): Promise<void> {
    const { auditId, adminId, action, targetUserId } = event.data;
    // The account may be gone (a deleted target): the security log keeps no row of a stranger.
    const owner = adminId ?? targetUserId ?? null;
    const exists = owner ? await new SecurityEventRepository(manager).accountExists(owner) : false;
    await this.securityEvents.record(
      'admin_action',
      exists ? owner : null,
      { auditId, action, ...(targetUserId ? { targetUserId } : {}), by: adminId ? 'admin' : 'operator' },
      undefined,
      manager,
    );
  }
}
