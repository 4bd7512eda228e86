import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mentor support (Pro, DECISIONS.md): the one small goal a person sets in the weekly review, kept
 * per week (its Monday in their zone). A key of a fixed list, never their words. Deleted with the account.
 */
export class CreateMentorGoals1796100000000 implements MigrationInterface {
  name = 'CreateMentorGoals1796100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "journal"."mentor_goals" (
      "user_id" uuid NOT NULL,
      "week_start" date NOT NULL,
      "goal" text NOT NULL CHECK ("goal" IN ('water', 'sleep', 'move', 'mindful', 'connect', 'meals', 'journal', 'talk')),
      "set_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("user_id", "week_start")
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "journal"."mentor_goals"`);
  }
}
