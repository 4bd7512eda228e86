import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Only the id of an account that was deleted: no personal data, kept so late events cannot revive it. */
@Entity({ name: 'deleted_users' })
export class DeletedUser {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'deleted_at', type: 'timestamptz' })
  deletedAt: Date;
}
