/**
 * One line per operation of the REST API, keyed by its operation id (`<Controller>_<method>`), for
 * the OpenAPI document (complete-openapi.ts). The spec apps/gateway/src/openapi.int-spec.ts fails
 * when an operation has none: add the line with the route.
 */
export const OPERATION_SUMMARIES: Record<string, string> = {
  SessionsController_rate:
    'Say how you feel after an ended session (1–10); a second answer replaces the first',
  AdminController_access: "The admin's access state: fresh for the user list, and until when",
  AdminController_reauthenticate: 'Re-enter the password: 30 more minutes of user-list access (audited)',
  AdminController_users: 'Find users by e-mail prefix, in keyset pages (no content)',
  AdminController_user: "One user's account, plan and usage (never what they wrote)",
  AdminController_deleteUser: 'Delete a user after the typed DELETE-<email> confirmation (audited)',
  AdminController_grantPlan: 'Grant a plan with a reason, or end a granted one (audited)',
  AdminController_overview:
    "The operator's overview: sign-ups, active users, plans, payments, referrals by day",
  AdminController_sessions: 'The latest 100 sessions: type, mode, start, length, count (no content)',
  AdminController_auditLogs: 'The latest 50 audit rows, by admin and action',
  AdminController_exportAuditLogs: 'The audit log as CSV (the export is itself audited)',
  AdminController_failures: 'Dead-lettered events and failed jobs: counts and the newest 50 (no payload)',
  AdminController_retryDeadLetter:
    'Send one dead-lettered event back to the consumer that failed it (audited)',
  AdminController_retryFailedJob: 'Run one failed job again (audited)',
  AuthController_signup: 'Create an account (e-mail, password, consents) and sign in',
  AuthController_login: 'Sign in with e-mail and password',
  AuthController_refresh: 'Get a new access token with the refresh cookie (rotated)',
  AuthController_logout: 'Sign out: end this session and clear the refresh cookie',
  OAuthController_providers: 'Which social sign-ins are configured',
  OAuthController_start: 'Start a social sign-in (redirect to Google or Kakao)',
  OAuthController_callback: "Finish a social sign-in (the provider's redirect back)",
  RecoveryController_forgotPassword: 'Ask for a password reset e-mail',
  RecoveryController_resetPassword: 'Set a new password with the code from the e-mail',
  WellKnownController_keys: 'The public keys that verify access tokens (JWKS)',
  ConfirmEmailController_confirm: 'Confirm a new e-mail address with the code sent to it',
  InvoicesController_list: "The caller's invoices, newest first",
  InvoicesController_pdf: 'One invoice as a PDF receipt',
  InvoicesController_refund: 'Refund an invoice within the refund window (the plan becomes Free)',
  PaymentMethodsController_list: "The caller's saved cards",
  PaymentMethodsController_add: 'Start registering a card (Toss card window, no charge)',
  PaymentMethodsController_setDefault: 'Make a saved card the default',
  PaymentMethodsController_remove: 'Remove a saved card',
  PaymentsController_checkout: 'Start a plan purchase: the order for the Toss payment window',
  PaymentsController_approve: 'Sandbox only: approve an order as the Toss window would',
  PaymentsController_confirm: 'Confirm a payment Toss approved; the plan changes',
  TossWebhookController_receive: "Toss's payment status webhook",
  DiagnosticsController_echoDirect: 'Benchmarks only: echo the body without a service',
  DiagnosticsController_echoRpc: 'Benchmarks only: echo the body through a service',
  DiagnosticsController_readDirect: 'Benchmarks only: a fixed read without a service',
  DiagnosticsController_readRpc: 'Benchmarks only: a fixed read through a service',
  HealthController_health: 'Health of every service and dependency',
  HealthController_live: 'Liveness of the gateway process',
  JournalAnalysisController_analysis: "An entry's AI analysis (202 while it is being made)",
  DeleteAccountController_delete: 'Delete the account and all its data',
  ExportDataController_export: "Download all of the caller's data as JSON",
  EmailChangeController_requestEmailChange: 'Ask to change the e-mail address (a code goes to the new one)',
  CrisisLinesController_list: 'The crisis lines to show (number, link, label)',
  ChatHistoryController_reset: 'Delete every chat session and message',
  MemoryController_get: 'What the companion remembers about the caller',
  MemoryController_settings: 'Switch the companion memory on or off',
  MemoryController_edit: 'Rewrite one memory',
  MemoryController_delete: 'Erase one memory',
  MemoryController_clear: 'Erase every memory',
  SessionsController_start: 'Start a chat or voice session',
  SessionsController_send: "Send a message and receive the companion's reply (streamed or whole)",
  SessionsController_end: 'End a session; answers its summary',
  SessionsController_list: "The caller's sessions, newest first",
  SessionsController_get: 'One session with its messages',
  SpeechController_tts: "Speak a text in the persona's voice",
  SpeechController_stt: 'Transcribe a recording',
  SpokenRepliesController_spoken: "Prepare a reply's audio in parts",
  SpokenRepliesController_audio: "One part of a reply's audio",
};

const binary = (type: string, description: string) => ({
  [type]: { schema: { type: 'string', format: 'binary', description } },
});

/** Answers that are not the JSON of the handler's return type: files, audio, streams. */
export const RESPONSE_CONTENT: Record<string, Record<string, { schema: object }>> = {
  InvoicesController_pdf: binary('application/pdf', 'The receipt'),
  SpeechController_tts: binary('audio/mpeg', 'The spoken text'),
  SpokenRepliesController_audio: binary('audio/mpeg', 'One part of the spoken reply'),
  SessionsController_send: {
    'text/event-stream': {
      schema: {
        type: 'string',
        description:
          'Server-sent events: `delta` {seq, delta}…, then `done` {seq, message, userMessage, crisis?} or `error` {code, message}',
      },
    },
    'application/json': { schema: { $ref: '#/components/schemas/SendMessageView' } },
  },
  DiagnosticsController_readDirect: {
    'application/json': { schema: { type: 'object', description: 'A fixed record' } },
  },
  DiagnosticsController_readRpc: {
    'application/json': { schema: { type: 'object', description: 'A fixed record' } },
  },
};

/** Operations that answer with a redirect (Location), never a body. */
export const REDIRECTS = new Set(['OAuthController_start', 'OAuthController_callback']);
