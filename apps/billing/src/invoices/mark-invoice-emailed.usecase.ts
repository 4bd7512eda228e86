import { Injectable } from '@nestjs/common';
import type { MarkInvoiceEmailedDto } from '@maeum/contracts';
import { DataSource } from 'typeorm';
import { RecordNotFoundError } from '../payments/payments.exception';

/** The receipt went out: the first time is kept, so a repeated call changes nothing. */
@Injectable()
export class MarkInvoiceEmailedUseCase {
  constructor(private readonly dataSource: DataSource) {}

  async execute(request: MarkInvoiceEmailedDto): Promise<{ emailedAt: string }> {
    const rows: { emailed_at: Date }[] = await this.dataSource.query(
      `WITH "marked" AS (
         UPDATE "billing"."invoices" SET "emailed_at" = now()
          WHERE "id" = $1 AND "user_id" = $2 AND "emailed_at" IS NULL
        RETURNING "emailed_at")
       SELECT "emailed_at" FROM "marked"
       UNION ALL
       SELECT "emailed_at" FROM "billing"."invoices" WHERE "id" = $1 AND "user_id" = $2 AND "emailed_at" IS NOT NULL`,
      [request.invoiceId, request.userId],
    );
    if (!rows[0]) throw new RecordNotFoundError('Invoice');
    return { emailedAt: new Date(rows[0].emailed_at).toISOString() };
  }
}
