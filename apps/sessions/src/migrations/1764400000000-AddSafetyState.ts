import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The safety gate's memory of a session (sealed like its messages), the replies that asked the
 * concern question, and the daily count of referrals: no user id and no words, so it is kept when
 * accounts are deleted (the yearly report California's SB 243 asks for from July 2027).
 */
export class AddSafetyState1764400000000 implements MigrationInterface {
  name = 'AddSafetyState1764400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "sessions"."chat_sessions" ADD COLUMN "risk_state_enc" text`);
    await runner.query(
      `ALTER TABLE "sessions"."chat_messages" ADD COLUMN "concern" boolean NOT NULL DEFAULT false`,
    );
    await runner.query(`CREATE TABLE "sessions"."safety_referrals_daily" (
      "day" date NOT NULL,
      "outcome" text NOT NULL CHECK ("outcome" IN ('crisis', 'concern')),
      "category" text NOT NULL,
      "language" text NOT NULL,
      "referrals" integer NOT NULL DEFAULT 0,
      PRIMARY KEY ("day", "outcome", "category", "language")
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "sessions"."safety_referrals_daily"`);
    await runner.query(`ALTER TABLE "sessions"."chat_messages" DROP COLUMN "concern"`);
    await runner.query(`ALTER TABLE "sessions"."chat_sessions" DROP COLUMN "risk_state_enc"`);
  }
}
