import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
// Unique on lower(email) among live accounts (WHERE deleted_at IS NULL): declared in the migration
// (TypeORM cannot express the expression).
@Index('users_email_key', { synchronize: false })
// Unique on email_skeleton among live accounts: declared in the migration (partial).
@Index('users_email_skeleton_key', { synchronize: false })
// Partial on deleted_at (the purge's lookup): declared in the migration.
@Index('users_deleted_at_idx', { synchronize: false })
// The admin panel's prefix search, (lower(email) COLLATE "C", id) among live accounts: in the migration.
@Index('users_email_prefix_idx', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  email: string;

  /** What the address looks like (emailSkeleton), unique among live accounts; null for old look-alikes. */
  @Column({ name: 'email_skeleton', type: 'text', nullable: true, select: false })
  emailSkeleton: string | null;

  @Column({ name: 'full_name', type: 'text' })
  fullName: string;

  /** Null for accounts that only ever signed in with Google or Kakao. */
  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @Column({ name: 'password_changed_at', type: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null;

  /** Set when the account is deleted; the row is purged 30 days later. */
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
