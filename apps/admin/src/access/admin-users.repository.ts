import { EntityManager } from 'typeorm';

/** An admin_users row as the gate reads it. */
export interface AdminRecord {
  user_id: string;
  account_created_at: Date;
  created_at: Date;
  last_active_at: Date | null;
}

/** admin.admin_users: who holds the role, since when, and when they were last active. */
export class AdminUsersRepository {
  constructor(private readonly manager: EntityManager) {}

  /** The admin's row, or undefined when the user does not hold the role. */
  async findAdmin(userId: string): Promise<AdminRecord | undefined> {
    const [row]: AdminRecord[] = await this.manager.query(
      `SELECT "user_id", "account_created_at", "created_at", "last_active_at" FROM "admin"."admin_users"
        WHERE "user_id" = $1 AND "role" = 'admin'`,
      [userId],
    );
    return row;
  }

  /** Whether the user has a row at all (the user detail's isAdmin). */
  async exists(userId: string): Promise<boolean> {
    const [admin]: unknown[] = await this.manager.query(
      `SELECT 1 FROM "admin"."admin_users" WHERE "user_id" = $1`,
      [userId],
    );
    return admin !== undefined;
  }

  /** Marks activity at `now`: never moves it back. */
  async touch(userId: string, now: Date): Promise<void> {
    await this.manager.query(
      `UPDATE "admin"."admin_users" SET "last_active_at" = GREATEST(coalesce("last_active_at", $2), $2) WHERE "user_id" = $1`,
      [userId, now],
    );
  }

  /** Locks the admin's row until the transaction ends; false when the user is no admin (any more). */
  async lockAdmin(userId: string): Promise<boolean> {
    const locked: unknown[] = await this.manager.query(
      `SELECT 1 FROM "admin"."admin_users" WHERE "user_id" = $1 AND "role" = 'admin' FOR UPDATE`,
      [userId],
    );
    return locked.length > 0;
  }

  /** Makes the user an admin; false when they were one already (nothing changes). */
  async grant(userId: string, accountCreatedAt: string | Date): Promise<boolean> {
    const changed: unknown[] = await this.manager.query(
      `INSERT INTO "admin"."admin_users" ("user_id", "account_created_at") VALUES ($1, $2)
             ON CONFLICT ("user_id") DO NOTHING RETURNING "user_id"`,
      [userId, accountCreatedAt],
    );
    return changed.length > 0;
  }

  /** Takes the role away; false when the user held none (nothing changes). */
  async revoke(userId: string): Promise<boolean> {
    const changed: unknown[] = await this.manager.query(
      `DELETE FROM "admin"."admin_users" WHERE "user_id" = $1 RETURNING "user_id"`,
      [userId],
    );
    return changed.length > 0;
  }

  /** A deleted account is no longer an admin (a repeat deletes nothing). */
  async forget(userId: string): Promise<void> {
    await this.manager.query(`DELETE FROM "admin"."admin_users" WHERE "user_id" = $1`, [userId]);
  }
}
