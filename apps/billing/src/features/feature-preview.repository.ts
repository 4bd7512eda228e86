import { EntityManager } from 'typeorm';
import { FeaturePreview } from './feature-preview.entity';

/** billing.feature_previews: when a user last previewed a feature their plan does not open. */
export class FeaturePreviewRepository {
  constructor(private readonly manager: EntityManager) {}

  async lastViewedAt(userId: string, feature: string): Promise<Date | null> {
    const rows: { viewed_at: Date }[] = await this.manager.query(
      `SELECT "viewed_at" FROM "billing"."feature_previews" WHERE "user_id" = $1 AND "feature_name" = $2
        ORDER BY "viewed_at" DESC LIMIT 1`,
      [userId, feature],
    );
    return rows[0]?.viewed_at ?? null;
  }

  /** Every preview of the user, newest first (the data export). */
  allOf(userId: string): Promise<FeaturePreview[]> {
    return this.manager.find(FeaturePreview, { where: { userId }, order: { viewedAt: 'DESC' } });
  }

  async record(userId: string, feature: string, viewedAt: Date): Promise<void> {
    await this.manager.query(
      `INSERT INTO "billing"."feature_previews" ("user_id", "feature_name", "viewed_at") VALUES ($1, $2, $3)`,
      [userId, feature, viewedAt],
    );
  }
}
