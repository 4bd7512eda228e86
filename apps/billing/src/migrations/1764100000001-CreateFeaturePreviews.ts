import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateFeaturePreviews1764100000001 implements MigrationInterface {
  name = 'CreateFeaturePreviews1764100000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE "billing"."feature_previews" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "feature_name" text NOT NULL,
      "viewed_at" timestamptz NOT NULL
    )`);
    await runner.query(
      `CREATE INDEX "feature_previews_user_feature_idx" ON "billing"."feature_previews" ("user_id", "feature_name", "viewed_at" DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "billing"."feature_previews"`);
  }
}
