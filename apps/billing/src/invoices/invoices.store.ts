import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { InvoiceRow } from './invoice-row';

@Injectable()
export class InvoicesStore {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first (spec §7). */
  list(userId: string): Promise<InvoiceRow[]> {
    return this.dataSource.query(
      `SELECT * FROM "billing"."invoices" WHERE "user_id" = $1 ORDER BY "created_at" DESC, "id" LIMIT 500`,
      [userId],
    );
  }

  /** Every invoice of the user, newest first, for the data export. */
  listAll(userId: string): Promise<InvoiceRow[]> {
    return this.dataSource.query(
      `SELECT * FROM "billing"."invoices" WHERE "user_id" = $1 ORDER BY "created_at" DESC, "id"`,
      [userId],
    );
  }

  /** The caller's invoice; another's is as unknown as one that does not exist. */
  async findOwn(
    userId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<InvoiceRow | null> {
    const rows: InvoiceRow[] = await manager.query(
      `SELECT * FROM "billing"."invoices" WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId],
    );
    return rows[0] ?? null;
  }
}
