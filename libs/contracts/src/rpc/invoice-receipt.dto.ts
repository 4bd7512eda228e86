import { IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import type { BillingPeriod } from '@maeum/api-types';

/**
 * The worker's receipt job asks billing for one invoice of one user (named in the job, not by a
 * caller): its facts and its PDF in the reader's language and time zone.
 */
export class InvoiceReceiptDto {
  @IsUUID()
  userId: string;

  @IsUUID()
  invoiceId: string;

  @IsIn(['en', 'ko'])
  locale: 'en' | 'ko';

  /** IANA zone of the reader (auth's preference); an unknown zone falls back to Asia/Seoul. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  timeZone: string;
}

export interface InvoiceReceiptView {
  invoiceId: string;
  planName: string;
  billingPeriod: BillingPeriod;
  /** Won. */
  amount: number;
  /** The day of the charge in the reader's time zone, as on the PDF and in its file name (YYYY-MM-DD). */
  issuedOn: string;
  /** Set once the receipt went out: a later job sends nothing. */
  emailedAt: string | null;
  filename: string;
  contentBase64: string;
}

/** After the receipt went out: the invoice says "e-mailed" from now on. */
export class MarkInvoiceEmailedDto {
  @IsUUID()
  userId: string;

  @IsUUID()
  invoiceId: string;
}
