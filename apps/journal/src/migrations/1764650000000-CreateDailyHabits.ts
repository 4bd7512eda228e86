import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * daily_habits (spec 001 §3): one row per person per day, the day in their time zone. No words are
 * kept here, only ticks, a glass count and a sleep rating, so nothing is sealed.
 */
export class CreateDailyHabits1764650000000 implements MigrationInterface {
  name = 'CreateDailyHabits1764650000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "journal"."daily_habits" (
      "user_id" uuid NOT NULL,
      "date" date NOT NULL,
      "breakfast" boolean NOT NULL DEFAULT false,
      "lunch" boolean NOT NULL DEFAULT false,
      "dinner" boolean NOT NULL DEFAULT false,
      "water_glasses" smallint NOT NULL DEFAULT 0 CHECK ("water_glasses" BETWEEN 0 AND 30),
      "physical_activity" boolean NOT NULL DEFAULT false,
      "mindfulness" boolean NOT NULL DEFAULT false,
      "social_connection" boolean NOT NULL DEFAULT false,
      "sleep_quality" text CHECK ("sleep_quality" IN ('poor', 'fair', 'good', 'great')),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("user_id", "date")
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "journal"."daily_habits"`);
  }
}
