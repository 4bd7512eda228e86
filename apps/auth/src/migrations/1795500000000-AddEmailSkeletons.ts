import { MigrationInterface, QueryRunner } from 'typeorm';
import { emailSkeleton } from '../accounts/email-skeleton';

/**
 * Look-alike addresses answer as taken: every live account keeps its address's skeleton
 * (emailSkeleton), unique among live accounts. Where look-alike pairs already exist, the older
 * account keeps the skeleton and the younger is left without one, so both still sign in.
 */
export class AddEmailSkeletons1795500000000 implements MigrationInterface {
  name = 'AddEmailSkeletons1795500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "auth"."users" ADD COLUMN "email_skeleton" text`);
    const users: { id: string; email: string }[] = await runner.query(
      `SELECT "id", "email" FROM "auth"."users" WHERE "deleted_at" IS NULL ORDER BY "created_at", "id"`,
    );
    const claimed = new Set<string>();
    const ids: string[] = [];
    const skeletons: string[] = [];
    for (const user of users) {
      const skeleton = emailSkeleton(user.email);
      if (claimed.has(skeleton)) continue;
      claimed.add(skeleton);
      ids.push(user.id);
      skeletons.push(skeleton);
    }
    await runner.query(
      `UPDATE "auth"."users" u SET "email_skeleton" = s."skeleton"
       FROM unnest($1::uuid[], $2::text[]) AS s("id", "skeleton") WHERE u."id" = s."id"`,
      [ids, skeletons],
    );
    await runner.query(
      `CREATE UNIQUE INDEX "users_email_skeleton_key" ON "auth"."users" ("email_skeleton") WHERE "deleted_at" IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX "auth"."users_email_skeleton_key"`);
    await runner.query(`ALTER TABLE "auth"."users" DROP COLUMN "email_skeleton"`);
  }
}
