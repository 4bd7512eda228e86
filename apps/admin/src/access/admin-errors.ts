import { ADMIN_MESSAGES, AdminErrorCode, CommonErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

/** Not in admin_users with role admin (or demoted since the last request): 403. */
export class NotAdminError extends RpcError {
  constructor() {
    super(AdminErrorCode.notAdmin, ADMIN_MESSAGES.notAdmin);
  }
}

/** The admin's account is under 24 hours old: no panel (spec §4 "Admin access states"). */
export class AdminTooNewError extends RpcError {
  constructor(availableAt: Date) {
    super(AdminErrorCode.adminTooNew, ADMIN_MESSAGES.tooNew, { availableAt: availableAt.toISOString() });
  }
}

/** The user list and deletion need activity within 30 minutes: the admin re-enters the password. */
export class AdminSessionStaleError extends RpcError {
  constructor() {
    super(AdminErrorCode.adminSessionStale, ADMIN_MESSAGES.sessionStale);
  }
}

/** More than 10 admin actions in 5 minutes (spec §9 admin_action). */
export class TooManyAdminActionsError extends RpcError {
  constructor(retryAfterSeconds: number) {
    super(AdminErrorCode.tooManyAdminActions, ADMIN_MESSAGES.tooManyActions, { retryAfterSeconds });
  }
}

export class ConfirmationMismatchError extends RpcError {
  constructor() {
    super(AdminErrorCode.confirmationMismatch, ADMIN_MESSAGES.confirmationMismatch);
  }
}

export class AdminUserNotFoundError extends RpcError {
  constructor() {
    super(CommonErrorCode.notFound, 'User not found');
  }
}

/** No such dead letter waits for a retry: retried already (by anyone), or aged out. */
export class DeadLetterNotFoundError extends RpcError {
  constructor() {
    super(CommonErrorCode.notFound, 'This event is no longer waiting for a retry');
  }
}

/** No such failed job: retried already (by anyone), removed, or never failed. */
export class FailedJobNotFoundError extends RpcError {
  constructor() {
    super(CommonErrorCode.notFound, 'This job is no longer waiting for a retry');
  }
}

/** The consumer that parked the event is gone (renamed or removed): the entry stays for a person to read. */
export class DeadLetterConsumerGoneError extends RpcError {
  constructor() {
    super(CommonErrorCode.notFound, 'The consumer of this event no longer exists; the entry stays');
  }
}
