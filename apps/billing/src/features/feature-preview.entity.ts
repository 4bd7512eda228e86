import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One preview of a gated feature (spec §3 feature_previews): one per feature per 24 hours. */
@Entity({ name: 'feature_previews' })
@Index('feature_previews_user_feature_idx', { synchronize: false })
export class FeaturePreview {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'feature_name', type: 'text' })
  featureName: string;

  @Column({ name: 'viewed_at', type: 'timestamptz' })
  viewedAt: Date;
}
