import type {
  JournalAnalysisView,
  SessionRatingInput,
  SessionRatingView,
  SttRequest,
  SttView,
  SpokenReplyRequest,
  ChatMessageView,
  TtsRequest,
  TtsView,
  EditMemoryRequest,
  MemorySettingsRequest,
  MemoryView,
  SendMessageRequest,
  SendMessageView,
  SessionCardView,
  SessionDetailView,
  SessionListQuery,
  SessionView,
  StartSessionRequest,
  StartSessionView,
  AccountDeletionResult,
  CheckoutRequest,
  CheckoutView,
  ConfirmPaymentRequest,
  ConfirmPaymentView,
  InvoicePdfRequest,
  InvoicePdfView,
  InvoiceListQuery,
  InvoiceView,
  PaymentMethodView,
  RecordIdRequest,
  RefundRequest,
  SandboxApproveRequest,
  SandboxApproveView,
  SubscriptionView,
  RenewalRunRequest,
  RenewalRunResult,
  SettleOrderRequest,
  SettleOrderResult,
  TossWebhookReceipt,
  TossWebhookRequest,
  UsageResetRequest,
  UsageReleaseRequest,
  UsageReservation,
  UsageReserveRequest,
  UsageResetResult,
  ConfirmEmailChangeRequest,
  EmailChangeConfirmed,
  ForgotPasswordRequest,
  LoginRequest,
  OAuthProvidersResult,
  DeleteAccountRequest,
  RequestEmailChangeRequest,
  ResetPasswordRequest,
  SignupRequest,
  AdminAccessView,
  AdminDayCount,
  AdminOverview,
  AdminActionResult,
  AdminAuditQuery,
  AdminAuditRow,
  AdminDeleteUserRequest,
  AdminFailures,
  AdminPlanRequest,
  AdminReauthenticateRequest,
  AdminSessionRow,
  AdminUserDetail,
  AdminUserPage,
  AdminUsersQuery,
} from '@maeum/api-types';
import type {
  AdminAccountLookupDto,
  AdminAccountRow,
  AdminAccountSearchDto,
  AdminDeadLetterIdDto,
  AdminFailedJobDto,
  AdminGrantPlanDto,
  AdminPlanOfUser,
  AdminPlansOfDto,
  AdminUserIdDto,
} from './admin.dto';
import type { DomainService } from '../services';
import type { EndpointRpc } from '../endpoints';
import type { AuthSessionResult, LogoutRequestDto, RefreshTokenDto } from './auth-signup.dto';
import type {
  AuthUserExport,
  BillingUserExport,
  SessionsUserExport,
  JournalUserExport,
} from './data-export.types';
import type { InvoiceReceiptDto, InvoiceReceiptView, MarkInvoiceEmailedDto } from './invoice-receipt.dto';
import type { OAuthCompleteDto, OAuthCompleteResult, OAuthStartDto, OAuthStartResult } from './oauth.dto';
import type {
  DiagnosticsRow,
  JsonWebKeySet,
  OutboxCleanupRequest,
  OutboxCleanupResult,
  PurgeDeletedAccountsRequest,
  PurgeDeletedAccountsResult,
  ServiceHealth,
} from './service-rpc.types';

/** One request/reply pattern: what the caller sends and what the service answers. `void`: no body. */
/** The reminders pass: queued now, held back by a crisis hold. */
export interface RemindersRunResult {
  queued: number;
  held: number;
}

export interface Rpc<Request, Reply> {
  request: Request;
  reply: Reply;
}

/** What every service answers (service-kit's core controller). */
type ServiceCoreRpc = {
  [S in DomainService as `${S}.health`]: Rpc<void, ServiceHealth>;
} & {
  [S in DomainService as `${S}.maintenance.outbox-cleanup`]: Rpc<OutboxCleanupRequest, OutboxCleanupResult>;
};

interface AuthRpc {
  'auth.signup': Rpc<SignupRequest, AuthSessionResult>;
  'auth.login': Rpc<LoginRequest, AuthSessionResult>;
  'auth.refresh': Rpc<RefreshTokenDto, AuthSessionResult>;
  'auth.logout': Rpc<LogoutRequestDto, { ok: true }>;
  'auth.forgot-password': Rpc<ForgotPasswordRequest, { accepted: true }>;
  'auth.reset-password': Rpc<ResetPasswordRequest, { ok: true }>;
  'auth.jwks': Rpc<void, JsonWebKeySet>;
  'auth.oauth.providers': Rpc<void, OAuthProvidersResult>;
  'auth.oauth.start': Rpc<OAuthStartDto, OAuthStartResult>;
  'auth.oauth.complete': Rpc<OAuthCompleteDto, OAuthCompleteResult>;
  /** Self-care reminders: settings, the stop link (no sign-in), the worker's pass. */
  'auth.reminders.run': Rpc<{ now?: string }, RemindersRunResult>;
  'auth.push.gone': Rpc<{ ids: string[] }, { removed: number }>;
  'auth.me.request-email-change': Rpc<RequestEmailChangeRequest, { accepted: true }>;
  'auth.me.confirm-email-change': Rpc<ConfirmEmailChangeRequest, EmailChangeConfirmed>;
  'auth.me.delete': Rpc<DeleteAccountRequest, AccountDeletionResult>;
  'auth.me.export': Rpc<void, AuthUserExport>;
  'auth.maintenance.purge-deleted': Rpc<PurgeDeletedAccountsRequest, PurgeDeletedAccountsResult>;
  'auth.diagnostics.echo': Rpc<unknown, unknown>;
  'auth.diagnostics.read': Rpc<void, DiagnosticsRow | null>;
  /** The admin service's reads of accounts (never routed by the gateway). */
  'auth.admin.accounts.search': Rpc<AdminAccountSearchDto, AdminAccountRow[]>;
  'auth.admin.accounts.get': Rpc<AdminAccountLookupDto, AdminAccountRow | null>;
  /** The calling admin's password (or, without one, a sign-in in the last 5 minutes). */
  'auth.admin.proof': Rpc<{ password?: string }, { proven: true }>;
  'auth.admin.daily': Rpc<{ days: number }, Pick<AdminOverview, 'signUps' | 'activeUsers'>>;
}

interface BillingRpc {
  'billing.me.export': Rpc<void, BillingUserExport>;
  'billing.usage.reserve': Rpc<UsageReserveRequest, UsageReservation>;
  'billing.usage.release': Rpc<UsageReleaseRequest, { released: number }>;
  'billing.maintenance.usage-reset': Rpc<UsageResetRequest, UsageResetResult>;
  'billing.maintenance.renew-due': Rpc<RenewalRunRequest, RenewalRunResult>;
  'billing.maintenance.settle-order': Rpc<SettleOrderRequest, SettleOrderResult>;
  'billing.payments.checkout': Rpc<CheckoutRequest, CheckoutView>;
  'billing.payments.sandbox-approve': Rpc<SandboxApproveRequest, SandboxApproveView>;
  'billing.payments.confirm': Rpc<ConfirmPaymentRequest, ConfirmPaymentView>;
  'billing.payments.webhook': Rpc<TossWebhookRequest, TossWebhookReceipt>;
  'billing.invoices.list': Rpc<InvoiceListQuery, InvoiceView[]>;
  'billing.invoices.pdf': Rpc<InvoicePdfRequest, InvoicePdfView>;
  'billing.invoices.refund': Rpc<RecordIdRequest & RefundRequest, InvoiceView>;
  /** The worker's receipt job (the owner named in the job, not a caller). */
  'billing.invoices.receipt': Rpc<InvoiceReceiptDto, InvoiceReceiptView>;
  'billing.invoices.mark-emailed': Rpc<MarkInvoiceEmailedDto, { emailedAt: string }>;
  'billing.payment-methods.list': Rpc<void, PaymentMethodView[]>;
  'billing.payment-methods.add': Rpc<void, CheckoutView>;
  'billing.payment-methods.set-default': Rpc<RecordIdRequest, PaymentMethodView[]>;
  'billing.payment-methods.remove': Rpc<RecordIdRequest, PaymentMethodView[]>;
  /** The admin service's reads and plan grants (never routed by the gateway). */
  'billing.admin.plans-of': Rpc<AdminPlansOfDto, AdminPlanOfUser[]>;
  'billing.admin.subscription': Rpc<AdminUserIdDto, SubscriptionView>;
  'billing.admin.grant-plan': Rpc<AdminGrantPlanDto, SubscriptionView>;
  'billing.admin.overview': Rpc<{ days: number }, Pick<AdminOverview, 'planMix' | 'payments'>>;
}

interface SessionsRpc {
  /** Which of these people had a crisis referral within the crisis hold (no reminder then). */
  'sessions.safety.crisis-holds': Rpc<{ userIds: string[]; now?: string }, { held: string[] }>;
  'sessions.start': Rpc<StartSessionRequest, StartSessionView>;
  'sessions.send': Rpc<SendMessageRequest & RecordIdRequest & { streamSubject?: string }, SendMessageView>;
  'sessions.end': Rpc<RecordIdRequest, SessionView>;
  'sessions.list': Rpc<SessionListQuery, SessionCardView[]>;
  'sessions.get': Rpc<RecordIdRequest, SessionDetailView>;
  /** "How do you feel now?" after an ended session (a second answer replaces the first). */
  'sessions.rate': Rpc<RecordIdRequest & SessionRatingInput, SessionRatingView>;
  'sessions.history.reset': Rpc<void, { deletedSessions: number }>;
  'sessions.me.export': Rpc<void, SessionsUserExport>;
  'sessions.memory.get': Rpc<void, MemoryView>;
  'sessions.memory.edit': Rpc<RecordIdRequest & EditMemoryRequest, MemoryView>;
  'sessions.memory.delete': Rpc<RecordIdRequest, MemoryView>;
  'sessions.memory.clear': Rpc<void, MemoryView>;
  'sessions.memory.settings': Rpc<MemorySettingsRequest, MemoryView>;
  'sessions.speech.tts': Rpc<TtsRequest, TtsView>;
  'sessions.speech.stt': Rpc<SttRequest, SttView>;
  'sessions.reply.spoken': Rpc<SpokenReplyRequest & RecordIdRequest & { messageId: string }, ChatMessageView>;
  'sessions.reply.audio': Rpc<RecordIdRequest & { messageId: string; part: number }, TtsView>;
  /** The admin panel's latest sessions: type, mode, times and counts, never content (admin service only). */
  'sessions.admin.latest': Rpc<{ limit: number }, AdminSessionRow[]>;
  /** The anonymous daily referral counts, summed per day. */
  'sessions.admin.referrals': Rpc<{ days: number }, AdminDayCount[]>;
}

/**
 * Every request/reply pattern with its request and reply types: the RPC twin of EventMap. The
 * gateway's client and the services' handlers are typed by it (RpcClient.request, @RpcHandler), so
 * a wrong body or reply is a compile error on both sides. A new endpoint starts with a line here.
 */
interface JournalRpc {
  /** null while the analysis is pending (the gateway answers 202). */
  'journal.analysis.get': Rpc<RecordIdRequest, JournalAnalysisView | null>;
  /** The worker's job: analyse one entry (its owner named in the job, not a caller). */
  'journal.analysis.run': Rpc<{ entryId: string; userId: string }, { analysed: boolean; by?: string }>;
  /** The worker's hourly job: recaps for everyone whose Monday it is and who wrote last week. */
  'journal.weekly.run': Rpc<{ now?: string }, { written: number }>;
  'journal.me.export': Rpc<void, JournalUserExport>;
}

/** The admin panel; every handler checks the caller's admin rules first. */
interface AdminRpc {
  'admin.access': Rpc<void, AdminAccessView>;
  'admin.reauthenticate': Rpc<AdminReauthenticateRequest, AdminAccessView>;
  'admin.users.search': Rpc<AdminUsersQuery, AdminUserPage>;
  'admin.users.get': Rpc<RecordIdRequest, AdminUserDetail>;
  'admin.users.delete': Rpc<RecordIdRequest & AdminDeleteUserRequest, AdminActionResult>;
  'admin.users.plan': Rpc<RecordIdRequest & AdminPlanRequest, AdminActionResult>;
  'admin.sessions.list': Rpc<void, AdminSessionRow[]>;
  'admin.overview': Rpc<void, AdminOverview>;
  'admin.audit.list': Rpc<AdminAuditQuery, AdminAuditRow[]>;
  'admin.audit.export': Rpc<AdminAuditQuery, { csv: string }>;
  'admin.failures.list': Rpc<void, AdminFailures>;
  /** Sends one dead letter back to the consumer that parked it (audited, rate-limited). */
  'admin.dead-letters.retry': Rpc<AdminDeadLetterIdDto, AdminActionResult>;
  /** Sends one failed BullMQ job back to its queue (audited, rate-limited). */
  'admin.failed-jobs.retry': Rpc<AdminFailedJobDto, AdminActionResult>;
  /** The command line (`npm run admin:grant -- <email>`), audited as the operator; never routed by the gateway. */
  'admin.operator.grant': Rpc<{ email: string; reason?: string }, AdminAuditRow>;
  'admin.operator.revoke': Rpc<{ email: string; reason?: string }, AdminAuditRow>;
}

/** Hand-written lines above are the patterns no route forwards to as is; the table's come from it. */
export type RpcMap = ServiceCoreRpc &
  AuthRpc &
  BillingRpc &
  SessionsRpc &
  JournalRpc &
  AdminRpc &
  EndpointRpc;
export type RpcPatternName = keyof RpcMap;
export type RequestOf<P extends RpcPatternName> = RpcMap[P]['request'];
export type ReplyOf<P extends RpcPatternName> = RpcMap[P]['reply'];
