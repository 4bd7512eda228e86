/** DO NOT RENAME: queue and job names are persisted in Redis by BullMQ. */
export const QueueName = {
  maintenance: 'maintenance',
  email: 'email',
  journal: 'journal',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

/** DO NOT RENAME: persisted job names. */
export const JobName = {
  outboxCleanup: 'outbox-cleanup',
  sendEmail: 'send-email',
  sendReceipt: 'send-receipt',
  accountPurge: 'account-purge',
  usageReset: 'usage-reset',
  subscriptionRenewal: 'subscription-renewal',
  journalAnalysis: 'journal-analysis',
  weeklySummary: 'weekly-summary',
  orderReconcile: 'order-reconcile',
  remindersRun: 'reminders-run',
  sendPush: 'send-push',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

/** E-mails the worker can render; each has an English and a Korean version. */
export type EmailTemplate =
  | 'password-reset'
  // To the new address: the confirmation link; or, when it already has an account, a word saying so.
  | 'email-change-confirm'
  | 'email-change-taken'
  // To the old address: someone asked to move the account away from it.
  | 'email-change-notice'
  // A renewal charge was refused: it is tried again, or (ended) the plan is Free now.
  | 'renewal-failed'
  | 'renewal-ended'
  // To the owner: repeated wrong passwords from devices they never signed in on.
  | 'sign-in-failures'
  // The self-care check-in the person asked for; its link stops the reminders without sign-in.
  | 'self-care-reminder';
export type EmailLocale = 'en' | 'ko';

/** The job carries what the template needs, never a password; its link expires on its own. */
export interface SendEmailJob {
  to: string;
  locale: EmailLocale;
  template: EmailTemplate;
  link: string;
}

/**
 * The receipt of one verified payment (issue 21). Auth, which holds the address, the language and
 * the time zone, queues it with the invoice id as job id; the worker fetches the PDF from billing.
 */
export interface SendReceiptJob {
  to: string;
  locale: EmailLocale;
  timeZone: string;
  userId: string;
  invoiceId: string;
  /** Plans & Billing, where every invoice can be downloaded again. */
  link: string;
}

/** One reminder to a person's devices (web push); the job id names the person and the day. */
export interface SendPushJob {
  locale: EmailLocale;
  /** The page the notification opens. */
  url: string;
  subscriptions: { id: string; endpoint: string; keys: { p256dh: string; auth: string } }[];
}

export interface JobPayloads {
  [JobName.outboxCleanup]: { olderThanDays: number };
  [JobName.sendEmail]: SendEmailJob;
  [JobName.sendReceipt]: SendReceiptJob;
  [JobName.accountPurge]: { olderThanDays: number };
  /** Empty: billing resets to the month of the moment it runs (a late run still resets once). */
  [JobName.usageReset]: Record<string, never>;
  /** Empty: billing renews what is due at the moment it runs. */
  [JobName.subscriptionRenewal]: Record<string, never>;
  /** One entry to analyse; the job id is the entry id, so a redelivered event queues it once. */
  [JobName.journalAnalysis]: { entryId: string; userId: string };
  /** Empty: the journal writes the recaps due at the moment it runs. */
  [JobName.weeklySummary]: Record<string, never>;
  /** One payment order, asked of Toss soon after its confirm began; the job id is the order id. */
  [JobName.orderReconcile]: { orderId: string };
  /** Empty: auth sends the reminders due at the moment it runs. */
  [JobName.remindersRun]: Record<string, never>;
  [JobName.sendPush]: SendPushJob;
}
export type JobOf<N extends JobName> = JobPayloads[N];

/** Which queue each job runs on. */
export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.outboxCleanup]: QueueName.maintenance,
  [JobName.sendEmail]: QueueName.email,
  [JobName.sendReceipt]: QueueName.email,
  [JobName.accountPurge]: QueueName.maintenance,
  [JobName.usageReset]: QueueName.maintenance,
  [JobName.subscriptionRenewal]: QueueName.maintenance,
  [JobName.journalAnalysis]: QueueName.journal,
  [JobName.weeklySummary]: QueueName.journal,
  [JobName.orderReconcile]: QueueName.maintenance,
  [JobName.remindersRun]: QueueName.maintenance,
  [JobName.sendPush]: QueueName.email,
};
