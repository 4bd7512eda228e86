import { EntityManager } from 'typeorm';

/**
 * Serialises billing's handlers of one user's events until the transaction ends. The consumers of
 * user.registered and user.deleted run independently; without this, both could read before either
 * wrote, and a deleted account's customer row would be created again.
 */
export async function lockUser(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [userId]);
}
