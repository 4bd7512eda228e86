import { Injectable, Logger } from '@nestjs/common';
import { RpcPattern } from '@maeum/contracts';
import { RpcClient } from '@maeum/messaging';
import { DEFAULT_INVOICE_TIME_ZONE, invoiceTimeZone } from './invoice-day';

/**
 * The time zone an invoice is dated in: the person's own (auth holds it, as for the journal's
 * clock). When auth cannot answer in time the download still works, dated in Seoul.
 */
@Injectable()
export class ReaderTimeZone {
  private readonly logger = new Logger(ReaderTimeZone.name);

  constructor(private readonly rpc: RpcClient) {}

  async of(userId: string): Promise<string> {
    try {
      const preferences = await this.rpc.request(RpcPattern.meGetPreferences, undefined, {
        userId,
        timeoutMs: 2000,
      });
      return invoiceTimeZone(preferences.timezone);
    } catch (error) {
      this.logger.warn({ code: (error as { code?: string }).code }, 'Could not read the reader’s time zone');
      return DEFAULT_INVOICE_TIME_ZONE;
    }
  }
}
