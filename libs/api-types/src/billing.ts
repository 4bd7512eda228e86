/**
 * Plans, subscriptions, usage, payments and invoices (API.md "Billing"; spec doc 1 §3, §6, §9;
 * DECISIONS.md "Plans" and "Payments"). The billing service answers these shapes and the web reads them.
 */

/** Plan ids are stable slugs (also the rank order below). DO NOT RENAME: stored in billing.plans. */
export const PLAN_IDS = ['free', 'lite', 'plus', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** free < lite < plus < pro (spec: "Plan tiers are ordered free < plus < pro"; Lite sits between). */
export const PLAN_RANK: Record<PlanId, number> = { free: 0, lite: 1, plus: 2, pro: 3 };

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** KRW amount of a USD price (spec §9): round(usd × 1340). Annual = 10 × monthly ("Save 17%"). */
export const KRW_PER_USD = 1340;
export const ANNUAL_MONTHS_CHARGED = 10;

/**
 * Gated features and the lowest plan that opens each (spec §6, DECISIONS.md "Plans"). The names
 * are the `:name` of GET /api/features/:name. DO NOT RENAME: stored in billing.feature_previews.
 */
export const GATED_FEATURES = {
  'mood-boosters': 'plus',
  history: 'plus',
  'full-insights': 'pro',
  'mentor-support': 'pro',
  'unlimited-text': 'pro',
} as const satisfies Record<string, PlanId>;
export type GatedFeature = keyof typeof GATED_FEATURES;

/** One preview per feature per 24 h; a mood-booster preview opens the first 3 boosters. */
export const FEATURE_PREVIEW_WINDOW_MS = 24 * 60 * 60 * 1000;
export const MOOD_BOOSTER_PREVIEW_COUNT = 3;

/** GET /api/plans: one plan card. `features` are GATED_FEATURES keys and other feature keys the web words. */
export interface PlanView {
  id: PlanId;
  name: string;
  description: string;
  descriptionKo: string;
  priceUsd: number;
  priceKrw: number;
  priceKrwAnnual: number;
  features: string[];
  monthlySessions: number;
  sessionMinutes: number;
  /** User messages a day across text sessions; null = unlimited. */
  dailyTexts: number | null;
  emojiIcon: string;
  isMostPopular: boolean;
  rank: number;
}

export const SUBSCRIPTION_STATUSES = ['active', 'trial', 'pending', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/subscription: the current-subscription record of spec §3 plus what the screens need. */
export interface SubscriptionView {
  subscriptionId: string;
  planId: PlanId;
  planName: string;
  status: SubscriptionStatus;
  billingPeriod: BillingPeriod;
  /** End of the paid period (ISO); null on Free. 'Renews on' while active, 'Ends on' once cancelled. */
  endsAt: string | null;
  /** A downgrade waiting for `endsAt` (the benefits of planId stay until then). */
  scheduledPlanId: PlanId | null;
  /** The last renewal charge failed; it is retried on days 1, 3 and 5 of the failure. */
  paymentFailing: boolean;
  /** Given by an admin (no payment, no renewal): Plans & Billing says "granted". */
  granted: boolean;
  sessionsUsed: number;
  voiceSessionsUsed: number;
  textSessionsUsed: number;
  monthlySessions: number;
  /** monthlySessions − max(sessions, voice, text used), never below 0. */
  sessionsLeft: number;
  sessionMinutes: number;
  dailyTexts: number | null;
  /** When the counters last reset and when they next reset (first day of the month, Asia/Seoul). */
  lastResetDate: string;
  nextResetDate: string;
}

export const SESSION_TYPES = ['text', 'voice'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** GET /api/subscription/limits?type=…, and the limits.check RPC the sessions service asks. */
export interface LimitsView {
  allowed: boolean;
  /** Why not, when not allowed ('session_limit_reached'); null when allowed. */
  reason: string | null;
  planName: string;
  used: number;
  limit: number;
  sessionMinutes: number;
  dailyTexts: number | null;
}

/**
 * billing.usage.reserve (sessions → billing, never the browser): one conditional reservation per
 * kind, all or nothing. `session` holds one of the month's sessions under the session's id (a
 * hold that exists is pinned for its first reply); `text` one of the day's texts. The holds in
 * `replacing` (open sessions this start closes with only their welcome) are given back first.
 */
export interface UsageReserveRequest {
  /** `reply`: the session's first reply is being made (its hold is pinned until it is kept). */
  session?: { holdId: string; type: SessionType; reply?: boolean };
  text?: { holdId: string };
  replacing?: string[];
}

/** The answer: `allowed` false with the limit that said no; `used`/`limit` are the month's sessions. */
export interface UsageReservation extends LimitsView {
  reason: 'session_limit_reached' | 'daily_text_limit_reached' | null;
  /** The day's texts counted with this one (null on an unlimited plan or without a text hold). */
  textsToday: number | null;
}

/** billing.usage.release: holds whose reply never came; holds already kept or gone are skipped. */
export interface UsageReleaseRequest {
  holdIds: string[];
}

export interface LimitsQuery {
  /** Default 'text'. */
  type?: SessionType;
}

export const CANCEL_REASON_MAX_LENGTH = 200;
export const CANCEL_FEEDBACK_MAX_LENGTH = 2000;

/** POST /api/subscription/cancel. The reason is required (spec §5). */
export interface CancelSubscriptionRequest {
  reason: string;
  feedback?: string;
}

/** POST /api/subscription/downgrade: takes effect at `endsAt`. */
export interface DowngradeSubscriptionRequest {
  planId: PlanId;
  reason?: string;
}

/** GET /api/features/:name. */
export interface FeatureAccessView {
  feature: string;
  allowed: boolean;
  /** No preview of this feature in the last 24 h. */
  canPreview: boolean;
  /** The preview still open (a reload keeps it), or null. */
  preview: FeaturePreviewView | null;
}

/** POST /api/features/:name/preview: the preview recorded; `until` is when it closes. */
export interface FeaturePreviewView {
  feature: string;
  until: string;
  /** For mood boosters: how many boosters the preview opens. */
  itemLimit: number | null;
}

/** POST /api/payments/checkout. The amount is the server's, from the plan and period. */
export interface CheckoutRequest {
  planId: PlanId;
  billingPeriod: BillingPeriod;
}

export interface CheckoutView {
  orderId: string;
  amount: number;
  orderName: string;
  customerKey: string;
  /** Toss client key for the browser SDK; null in sandbox mode. */
  clientKey: string | null;
  /** Sandbox mode: the built-in checkout page to send the browser to. */
  checkoutUrl: string | null;
  sandbox: boolean;
}

/** POST /api/payments/confirm: what Toss handed the success page (billing auth gives authKey + customerKey). */
export interface ConfirmPaymentRequest {
  orderId: string;
  amount: number;
  paymentKey?: string;
  authKey?: string;
  customerKey?: string;
}

export const INVOICE_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceView {
  id: string;
  planName: string;
  billingPeriod: BillingPeriod;
  /** Won. */
  amount: number;
  status: InvoiceStatus;
  createdAt: string;
  periodStart: string | null;
  periodEnd: string | null;
  /** Within 14 days of the charge and still paid. */
  refundable: boolean;
  /** When the receipt e-mail (with this invoice's PDF) went out; null until then. */
  emailedAt: string | null;
}

/** GET /api/invoices: newest first, a page at a time; `before` is the last invoice of the page shown. */
export const INVOICE_PAGE_SIZE = 20;

export interface InvoiceListQuery {
  before?: string;
}

export interface ConfirmPaymentView {
  subscription: SubscriptionView;
  /** The charge's invoice; null when a card was only registered (add card). */
  invoice: InvoiceView | null;
}

export interface PaymentMethodView {
  id: string;
  cardBrand: string;
  cardLast4: string;
  cardExpMonth: number | null;
  cardExpYear: number | null;
  isDefault: boolean;
  createdAt: string;
}

export const REFUND_WINDOW_DAYS = 14;

export interface RefundRequest {
  reason: string;
}

/** GET /api/features/:name and POST /api/features/:name/preview. */
export interface FeatureNameRequest {
  name: string;
}

/** The monthly usage reset (worker → billing). `asOf` lets an operator or a test name the moment. */
export interface UsageResetRequest {
  asOf?: string;
}

/** Toss's PAYMENT_STATUS_CHANGED webhook, as far as it is read: only the order it names. */
export interface TossWebhookRequest {
  eventType: string;
  createdAt?: string;
  /** Toss's payment object; only `orderId` is read. */
  data: Record<string, unknown>;
}

export interface TossWebhookReceipt {
  received: true;
}

/** The renewal pass (worker → billing, hourly): what came due up to `asOf` (default now). */
export type RenewalRunRequest = UsageResetRequest;

export interface RenewalRunResult {
  /** Charged for a new period. */
  renewed: number;
  /** The card was refused: retried later (1, 3 and 5 days after the period ended), then Free. */
  failed: number;
  /** Toss did not answer: the same order is looked up on the next pass. */
  unsettled: number;
  /** Cancelled, downgraded to Free, or out of retries: Free from now on. */
  ended: number;
  /** Open orders settled by looking them up at Toss, or expired. */
  reconciled: number;
}

/** billing.maintenance.settle-order (worker → billing): one order's outcome, asked of Toss. */
export interface SettleOrderRequest {
  orderId: string;
}

export interface SettleOrderResult {
  /** false: Toss has no final answer yet; the worker asks again later (the job's back-off). */
  settled: boolean;
}

export interface UsageResetResult {
  /** The first day of the month the counters now count ('YYYY-MM-DD', reset time zone). */
  monthStart: string;
  reset: number;
}

/** Spec §5: the cancel dialog's message when no reason is picked. */
export const CANCEL_REASON_REQUIRED_MESSAGE =
  "Please select a reason; We need to know why you're cancelling to improve our service";

/** POST /api/payments/sandbox/approve: the Pay button of the sandbox checkout page. */
export interface SandboxApproveRequest {
  orderId: string;
  /** Sandbox test cards (e.g. one the card company refuses); a valid card when left out. */
  cardNumber?: string;
}

/** What Toss's card-registration window would hand the success page. */
export interface SandboxApproveView {
  orderId: string;
  amount: number;
  authKey: string;
  customerKey: string;
}

/** A record named by its id in the path (invoices, payment methods). */
export interface RecordIdRequest {
  id: string;
}

/** GET /api/invoices/:id/pdf travels over NATS as base64; the gateway answers the bytes. */
export interface InvoicePdfView {
  filename: string;
  contentBase64: string;
}

/** GET /api/invoices/:id/pdf?lang=ko: the receipt in the reader's language (default en). */
export interface InvoicePdfRequest extends RecordIdRequest {
  lang?: 'en' | 'ko';
}
