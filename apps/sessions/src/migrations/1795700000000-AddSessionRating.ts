import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "How do you feel now?" after a session: optional, 1–10,
 * a number and its time, no words. The journal keeps its own copy from sessions.session.rated.v1.
 */
export class AddSessionRating1795700000000 implements MigrationInterface {
  name = 'AddSessionRating1795700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE "sessions"."chat_sessions"
         ADD COLUMN "rating" smallint CHECK ("rating" BETWEEN 1 AND 10),
         ADD COLUMN "rated_at" timestamptz`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "sessions"."chat_sessions" DROP COLUMN "rated_at", DROP COLUMN "rating"`);
  }
}
