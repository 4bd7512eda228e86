import type { EntityManager } from 'typeorm';

/** What goes when an account is deleted: every session and message of the person. */
export class AccountDataRepository {
  constructor(private readonly manager: EntityManager) {}

  async deleteSessionsAndMessages(userId: string): Promise<void> {
    await this.manager.query(`DELETE FROM "sessions"."chat_sessions" WHERE "user_id" = $1`, [userId]);
    await this.manager.query(`DELETE FROM "sessions"."chat_messages" WHERE "user_id" = $1`, [userId]);
  }
}
