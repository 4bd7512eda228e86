import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotent creates kept by the owner (RELIABILITY 36): a session and a message remember the
 * digest of the Idempotency-Key they were made with (RpcCallContext.idempotencyKey), so a retry
 * the gateway could not answer from Redis finds them instead of writing them again. A message's
 * user turn and its reply carry the same digest: one of each.
 */
export class AddIdempotencyKeys1796300000100 implements MigrationInterface {
  name = 'AddIdempotencyKeys1796300000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "sessions"."chat_sessions" ADD COLUMN "idempotency_key" text`);
    await runner.query(
      `CREATE UNIQUE INDEX "chat_sessions_idempotency_key_idx" ON "sessions"."chat_sessions" ("idempotency_key")
        WHERE "idempotency_key" IS NOT NULL`,
    );
    await runner.query(`ALTER TABLE "sessions"."chat_messages" ADD COLUMN "idempotency_key" text`);
    await runner.query(
      `CREATE UNIQUE INDEX "chat_messages_idempotency_key_idx" ON "sessions"."chat_messages" ("idempotency_key", "role")
        WHERE "idempotency_key" IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "sessions"."chat_messages_idempotency_key_idx"`);
    await runner.query(`ALTER TABLE "sessions"."chat_messages" DROP COLUMN "idempotency_key"`);
    await runner.query(`DROP INDEX "sessions"."chat_sessions_idempotency_key_idx"`);
    await runner.query(`ALTER TABLE "sessions"."chat_sessions" DROP COLUMN "idempotency_key"`);
  }
}
