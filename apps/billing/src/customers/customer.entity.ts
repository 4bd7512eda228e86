import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A user billing knows about; the plans issue gives each one its Free subscription. */
@Entity({ name: 'customers' })
export class Customer {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'registered_at', type: 'timestamptz' })
  registeredAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
