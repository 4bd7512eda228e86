import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsers1763700000001 implements MigrationInterface {
  name = 'CreateUsers1763700000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "auth"."users" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "email" text NOT NULL,
      "full_name" text NOT NULL,
      "password_hash" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE UNIQUE INDEX "users_email_key" ON "auth"."users" (lower("email"))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."users"`);
  }
}
