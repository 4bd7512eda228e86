import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

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
  constructor(private readonly dataSource: DataSource) {}

  async record(
    type: SecurityEventType,
    userId: string | null,
    data: Record<string, unknown> = {},
    userAgent?: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO "auth"."security_events" ("user_id", "event_type", "event_data", "user_agent") VALUES ($1, $2, $3, $4)`,
      [userId, type, JSON.stringify(data), userAgent?.slice(0, 512) ?? null],
    );
  }
}
