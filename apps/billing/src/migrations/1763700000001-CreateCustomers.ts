import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCustomers1763700000001 implements MigrationInterface {
  name = 'CreateCustomers1763700000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "billing"."customers" (
      "user_id" uuid PRIMARY KEY,
      "email" text NOT NULL,
      "registered_at" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "billing"."customers"`);
  }
}
