/**
 * The shapes of Toss Payments' API v1 (version 2022-11-16) that maeum. uses: what billing's Toss
 * client reads, and what the sandbox answers in.
 */

export type TossPaymentStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

export interface TossCard {
  issuerCode: string;
  acquirerCode: string;
  number: string;
  cardType: string;
  ownerType: string;
  approveNo?: string;
  amount?: number;
}

export interface TossPayment {
  mId: string;
  version: string;
  paymentKey: string;
  type: 'NORMAL' | 'BILLING';
  orderId: string;
  orderName: string;
  status: TossPaymentStatus;
  requestedAt: string;
  approvedAt: string | null;
  totalAmount: number;
  balanceAmount: number;
  suppliedAmount: number;
  vat: number;
  method: string;
  currency: 'KRW';
  card: TossCard | null;
  cancels:
    { cancelAmount: number; cancelReason: string; canceledAt: string; transactionKey: string }[] | null;
  receipt: { url: string } | null;
  failure: { code: string; message: string } | null;
}

/** POST /v1/billing/authorizations/issue. */
export interface TossBilling {
  mId: string;
  customerKey: string;
  authenticatedAt: string;
  method: string;
  billingKey: string;
  cardCompany: string;
  cardNumber: string;
  card: TossCard;
}

export interface TossErrorBody {
  code: string;
  message: string;
}

/** The webhook Toss sends when a payment's status changes. */
export interface TossWebhookBody {
  eventType: 'PAYMENT_STATUS_CHANGED';
  createdAt: string;
  data: TossPayment;
}
