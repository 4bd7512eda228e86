import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Page visits (spec 000): the dashboard and insights paths a person stayed on for 3 s, kept only
 * while their analytics consent is on; a path and a time, nothing else. Deleted with the account.
 */
export class CreatePageVisits1795700000000 implements MigrationInterface {
  name = 'CreatePageVisits1795700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "auth"."page_visits" (
      "id" bigserial PRIMARY KEY,
      "user_id" uuid NOT NULL,
      "path" text NOT NULL CHECK (char_length("path") <= 200),
      "visited_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(
      `CREATE INDEX "page_visits_user_idx" ON "auth"."page_visits" ("user_id", "visited_at")`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."page_visits"`);
  }
}
