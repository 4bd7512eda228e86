import { PREFERENCES_CHANGED_V1, PreferencesChangedV1 } from './auth/preferences-changed.event';
import { USER_DELETED_V1, UserDeletedV1 } from './auth/user-deleted.event';
import { USER_REGISTERED_V1, UserRegisteredV1 } from './auth/user-registered.event';
import { USER_SIGNED_IN_V1, UserSignedInV1 } from './auth/user-signed-in.event';
import { PAYMENT_VERIFIED_V1, PaymentVerifiedV1 } from './billing/payment-verified.event';
import { RENEWAL_FAILED_V1, RenewalFailedV1 } from './billing/renewal-failed.event';
import { SUBSCRIPTION_CHANGED_V1, SubscriptionChangedV1 } from './billing/subscription-changed.event';
import { CRISIS_DETECTED_V1, CrisisDetectedV1 } from './sessions/crisis-detected.event';
import { USAGE_INCREMENTED_V1, UsageIncrementedV1 } from './sessions/usage-incremented.event';
import { USAGE_HOLDS_SETTLED_V1, UsageHoldsSettledV1 } from './sessions/usage-holds-settled.event';
import { SESSION_ENDED_V1, SessionEndedV1 } from './sessions/session-ended.event';
import { SESSION_RATED_V1, SessionRatedV1 } from './sessions/session-rated.event';
import { ADMIN_ACTION_LOGGED_V1, AdminActionLoggedV1 } from './admin/admin-action-logged.event';
import { ADMIN_ROLE_CHANGED_V1, AdminRoleChangedV1 } from './admin/admin-role-changed.event';
import {
  ADMIN_USER_DELETE_REQUESTED_V1,
  AdminUserDeleteRequestedV1,
} from './admin/user-delete-requested.event';
import { BOOSTER_ACTIVATED_V1, BoosterActivatedV1 } from './journal/booster-activated.event';
import { JOURNAL_ENTRY_CREATED_V1, JournalEntryCreatedV1 } from './journal/entry-created.event';

/** Ties each subject to its payload class, so publishing and handling are type-checked. */
export const EVENT_PAYLOADS = {
  [USER_REGISTERED_V1]: UserRegisteredV1,
  [USER_SIGNED_IN_V1]: UserSignedInV1,
  [USER_DELETED_V1]: UserDeletedV1,
  [PREFERENCES_CHANGED_V1]: PreferencesChangedV1,
  [USAGE_INCREMENTED_V1]: UsageIncrementedV1,
  [USAGE_HOLDS_SETTLED_V1]: UsageHoldsSettledV1,
  [SUBSCRIPTION_CHANGED_V1]: SubscriptionChangedV1,
  [PAYMENT_VERIFIED_V1]: PaymentVerifiedV1,
  [RENEWAL_FAILED_V1]: RenewalFailedV1,
  [CRISIS_DETECTED_V1]: CrisisDetectedV1,
  [SESSION_ENDED_V1]: SessionEndedV1,
  [SESSION_RATED_V1]: SessionRatedV1,
  [JOURNAL_ENTRY_CREATED_V1]: JournalEntryCreatedV1,
  [BOOSTER_ACTIVATED_V1]: BoosterActivatedV1,
  [ADMIN_USER_DELETE_REQUESTED_V1]: AdminUserDeleteRequestedV1,
  [ADMIN_ROLE_CHANGED_V1]: AdminRoleChangedV1,
  [ADMIN_ACTION_LOGGED_V1]: AdminActionLoggedV1,
} as const;

export type EventMap = { [S in keyof typeof EVENT_PAYLOADS]: InstanceType<(typeof EVENT_PAYLOADS)[S]> };
export type EventSubject = keyof EventMap;
export type PayloadOf<S extends EventSubject> = EventMap[S];

export function eventVersion(subject: string): number {
  const match = /\.v(\d+)$/.exec(subject);
  if (!match) throw new Error(`Event subject without a version: ${subject}`);
  return Number(match[1]);
}
