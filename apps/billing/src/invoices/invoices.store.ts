import { Injectable } from '@nestjs/common';
import { INVOICE_PAGE_SIZE, REFUND_WINDOW_DAYS, type InvoiceView } from '@maeum/contracts';
import { JsonReply } from '@maeum/messaging';
import { ReadBatcher } from '@maeum/persistence';
import { BillingUnitOfWork } from '../billing.unit-of-work';
import { InvoiceRow } from './invoice-row';

/** The reads of invoices on the pool: the list (first pages batched per turn), one invoice, all of them. */
@Injectable()
export class InvoicesStore {
  private readonly firstPages = new ReadBatcher<string, string>((userIds) => this.loadFirstPages(userIds));

  constructor(private readonly unitOfWork: BillingUnitOfWork) {}

  /**
   * One page of the list (spec §7), newest first, after `before` (keyset, by the user's index),
   * as the JSON of its views: Postgres builds it, prepared once per connection, and it is sent on
   * as it is (no parse here, none in the gateway). First pages asked for in one turn share a query.
   */
  async listViews(userId: string, before?: string): Promise<JsonReply<InvoiceView[]>> {
    if (!before) return new JsonReply((await this.firstPages.read(userId.toLowerCase())) ?? '[]');
    const views = await this.unitOfWork
      .direct()
      .invoices.pageAfterAsJson(userId, before, INVOICE_PAGE_SIZE, REFUND_WINDOW_DAYS);
    return new JsonReply(views ?? '[]');
  }

  private async loadFirstPages(userIds: string[]): Promise<Map<string, string>> {
    const rows = await this.unitOfWork
      .direct()
      .invoices.firstPagesAsJson(userIds, INVOICE_PAGE_SIZE, REFUND_WINDOW_DAYS);
    return new Map(rows.map((row) => [row.user_id, row.views]));
  }

  /** Every invoice of the user, newest first, for the data export. */
  listAll(userId: string): Promise<InvoiceRow[]> {
    return this.unitOfWork.direct().invoices.listAll(userId);
  }

  /** The caller's invoice; another's is as unknown as one that does not exist. */
  findOwn(userId: string, id: string): Promise<InvoiceRow | null> {
    return this.unitOfWork.direct().invoices.findOwn(userId, id);
  }
}
