import { MigrationInterface, QueryRunner } from 'typeorm';

/** When the receipt e-mail of an invoice went out (issue 21): Plans & Billing says "e-mailed". */
export class RecordInvoiceEmailed1764500000210 implements MigrationInterface {
  name = 'RecordInvoiceEmailed1764500000210';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "billing"."invoices" ADD COLUMN "emailed_at" timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE "billing"."invoices" DROP COLUMN "emailed_at"`);
  }
}
