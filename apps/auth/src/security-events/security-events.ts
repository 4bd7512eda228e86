import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthUnitOfWork } from '../auth.unit-of-work';
import { SecurityEventRepository } from './security-event.repository';

export type SecurityEventType =
  | 'sign_up'
  | 'sign_in_succeeded'
  | 'sign_in_failed'
  | 'signed_out'
  | 'refresh_token_reused'
  | 'password_reset_requested'
  | 'password_reset_completed'
  | 'oauth_linked'
  | 'email_change_requested'
  | 'email_change_confirmed'
  | 'unconfirmed_password_removed'
  | 'admin_action';

/**
 * The account's security log (spec: security_events). Holds event kinds, ids and the user agent;
 * never passwords, tokens or message content. `ip_address` stays null, as the spec has it.
 */
@Injectable()
export class SecurityEvents {
  constructor(private readonly unitOfWork: AuthUnitOfWork) {}

  async record(
    type: SecurityEventType,
    userId: string | null,
    data: Record<string, unknown> = {},
    userAgent?: string,
    manager?: EntityManager,
  ): Promise<void> {
    // In the caller's transaction when it is given one (flows not yet on the unit of work hand their
    // manager), else on the pool.
    const events = manager ? new SecurityEventRepository(manager) : this.unitOfWork.direct().securityEvents;
    await events.insert(type, userId, data, userAgent?.slice(0, 512) ?? null);
  }
}
