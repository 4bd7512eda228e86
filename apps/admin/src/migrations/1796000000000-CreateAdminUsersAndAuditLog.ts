import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * admin_users (spec §3: user_id, role admin, created_at; and who granted it) and the append-only
 * audit log (who, what, target, details, request id, time). A trigger refuses any UPDATE, DELETE
 * or TRUNCATE of the log: no code path of the application can edit or remove a row.
 */
export class CreateAdminUsersAndAuditLog1796000000000 implements MigrationInterface {
  name = 'CreateAdminUsersAndAuditLog1796000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "admin"."admin_users" (
      "user_id" uuid PRIMARY KEY,
      "role" text NOT NULL DEFAULT 'admin' CHECK ("role" = 'admin'),
      "account_created_at" timestamptz NOT NULL,
      "granted_by" uuid,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "last_active_at" timestamptz
    )`);
    await runner.query(`CREATE TABLE "admin"."audit_log" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "admin_id" uuid,
      "action" text NOT NULL,
      "target_user_id" uuid,
      "details" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "request_id" text,
      "created_at" timestamptz NOT NULL DEFAULT clock_timestamp()
    )`);
    await runner.query(
      `CREATE INDEX "audit_log_created_idx" ON "admin"."audit_log" ("created_at" DESC, "id" DESC)`,
    );
    await runner.query(
      `CREATE INDEX "audit_log_admin_created_idx" ON "admin"."audit_log" ("admin_id", "created_at" DESC)`,
    );
    await runner.query(`CREATE FUNCTION "admin"."audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'admin.audit_log is append-only';
      END
    $$`);
    await runner.query(`CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "admin"."audit_log"
      FOR EACH ROW EXECUTE FUNCTION "admin"."audit_log_append_only"()`);
    await runner.query(`CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "admin"."audit_log"
      FOR EACH STATEMENT EXECUTE FUNCTION "admin"."audit_log_append_only"()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "admin"."audit_log"`);
    await runner.query(`DROP FUNCTION "admin"."audit_log_append_only"()`);
    await runner.query(`DROP TABLE "admin"."admin_users"`);
  }
}
