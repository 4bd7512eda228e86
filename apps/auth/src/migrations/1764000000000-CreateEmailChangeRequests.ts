import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pending e-mail change: the account keeps its address until the link mailed to the new one is
 * used. Only the token's SHA-256 is stored. The new address is not unique here: it is checked
 * against live accounts when the link is used, and nothing (sign-in, OAuth linking) ever reads it.
 */
export class CreateEmailChangeRequests1764000000000 implements MigrationInterface {
  name = 'CreateEmailChangeRequests1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "auth"."email_change_requests" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL REFERENCES "auth"."users" ("id") ON DELETE CASCADE,
      "new_email" text NOT NULL,
      "token_hash" text NOT NULL UNIQUE,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "expires_at" timestamptz NOT NULL,
      "used_at" timestamptz
    )`);
    await runner.query(
      `CREATE INDEX "email_change_requests_user_idx" ON "auth"."email_change_requests" ("user_id")`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "auth"."email_change_requests"`);
  }
}
