import { BillingErrorCode, CommonErrorCode, SessionsErrorCode } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

/** Not this caller's session (or no such session): the same answer either way. */
export class SessionNotFoundError extends RpcError {
  constructor() {
    super(CommonErrorCode.notFound, 'Session not found');
  }
}

/** Spec 001 §5: sending or starting past the plan's monthly sessions. */
export class SessionLimitReachedError extends RpcError {
  constructor(reason?: string | null) {
    super(
      BillingErrorCode.sessionLimitReached,
      reason && reason !== 'session_limit_reached' ? reason : "You've reached your monthly session limit.",
    );
  }
}

/** 20 / 50 / unlimited messages a day across text sessions. */
export class DailyTextLimitReachedError extends RpcError {
  constructor(limit: number) {
    super(
      SessionsErrorCode.dailyTextLimitReached,
      `You've sent today's ${limit} messages on your plan. Come back tomorrow, or upgrade for more.`,
    );
  }
}

export class SessionEndedError extends RpcError {
  constructor() {
    super(SessionsErrorCode.sessionEnded, 'This session has ended. Start a new one to keep talking.');
  }
}

/** Spec 001 §8: ending needs more than the welcome. */
export class SessionTooShortError extends RpcError {
  constructor() {
    super(SessionsErrorCode.tooShort, 'Please have more conversation before ending the session.');
  }
}

/** History beyond the Free preview (the latest session) needs Plus. */
export class HistoryPlanRequiredError extends RpcError {
  constructor() {
    super(
      BillingErrorCode.planRequired,
      'Session history is a Plus feature. Upgrade to see all your past sessions.',
    );
  }
}

/** "How do you feel now?" is asked when the session has ended. */
export class SessionOpenError extends RpcError {
  constructor() {
    super(SessionsErrorCode.sessionOpen, 'Rate a session once it has ended.');
  }
}
