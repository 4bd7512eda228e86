import { EntityManager } from 'typeorm';
import { STATISTICS_TABLES } from '../statistics/statistics.repository';

/** The tables that hold a person's rows (the entries' analyses go with them: ON DELETE CASCADE). */
const USER_TABLES = [
  'journal_entries',
  'daily_prompts',
  'weekly_summaries',
  'writers',
  'user_mood_booster_logs',
  'emoji_echo_logs',
  'daily_habits',
  'mentor_goals',
  ...STATISTICS_TABLES,
];

/** Everything the journal keeps of one account, as a whole: for its deletion. */
export class AccountDataRepository {
  constructor(private readonly manager: EntityManager) {}

  /** Deletes every row of the person; a second time deletes nothing more. */
  async deleteAll(userId: string): Promise<void> {
    for (const table of USER_TABLES)
      await this.manager.query(`DELETE FROM "journal"."${table}" WHERE "user_id" = $1`, [userId]);
  }

  /** The id alone stays, so an event about the account still in flight brings no statistic back. */
  async markDeleted(userId: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO "journal"."deleted_users" ("user_id") VALUES ($1) ON CONFLICT ("user_id") DO NOTHING`,
      [userId],
    );
  }
}
