import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail addresses are now kept in NFKC (normalizeEmail in @maeum/api-types), and sign-in looks
 * the typed address up in that form. An address stored before in full-width letters
 * ("ｊｉｗｏｏ@example.com", already lower-cased) would no longer be found, so it is rewritten
 * the same way here. Where two live accounts fold to one address (a look-alike of another
 * account), neither is touched: the plain address keeps reaching its own account. No schema
 * changes; the old spelling cannot be told back, so down leaves the addresses as they are.
 */
export class NormalizeStoredEmails1795438776749 implements MigrationInterface {
  name = 'NormalizeStoredEmails1795438776749';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      WITH "folded" AS (
        SELECT "id", "email", lower(normalize("email", NFKC)) AS "target",
               count(*) OVER (PARTITION BY lower(normalize("email", NFKC))) AS "claimants"
        FROM "auth"."users" WHERE "deleted_at" IS NULL
      )
      UPDATE "auth"."users" u SET "email" = f."target"
      FROM "folded" f
      WHERE u."id" = f."id" AND f."claimants" = 1 AND f."email" <> f."target"`);
  }

  async down(): Promise<void> {
    // Nothing to undo in the schema; see above for the addresses.
  }
}
