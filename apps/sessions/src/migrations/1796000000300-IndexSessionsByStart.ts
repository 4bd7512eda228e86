import { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin panel's latest 100 sessions of everyone, newest first, without a scan of the table. */
export class IndexSessionsByStart1796000000300 implements MigrationInterface {
  name = 'IndexSessionsByStart1796000000300';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `CREATE INDEX "chat_sessions_started_idx" ON "sessions"."chat_sessions" ("started_at" DESC, "id" DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "sessions"."chat_sessions_started_idx"`);
  }
}
