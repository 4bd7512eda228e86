import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotent creates kept by the owner (RELIABILITY 36): an entry remembers the digest of the
 * Idempotency-Key it was written with (RpcCallContext.idempotencyKey), so a retry the gateway
 * could not answer from Redis returns it instead of saving the words twice.
 */
export class AddEntryIdempotencyKey1796300000100 implements MigrationInterface {
  name = 'AddEntryIdempotencyKey1796300000100';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "journal"."journal_entries" ADD COLUMN "idempotency_key" text`);
    await runner.query(
      `CREATE UNIQUE INDEX "journal_entries_idempotency_key_idx" ON "journal"."journal_entries" ("idempotency_key")
        WHERE "idempotency_key" IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "journal"."journal_entries_idempotency_key_idx"`);
    await runner.query(`ALTER TABLE "journal"."journal_entries" DROP COLUMN "idempotency_key"`);
  }
}
