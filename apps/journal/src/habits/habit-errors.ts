import { CommonErrorCode, HABIT_HISTORY_DAYS } from '@maeum/contracts';
import { RpcError } from '@maeum/messaging';

/** A day after today, or before the 30-day window. */
export class HabitDayOutOfRangeError extends RpcError {
  constructor(future: boolean) {
    super(
      CommonErrorCode.validationFailed,
      future
        ? 'Habits can be checked in for today or a past day, not a day still to come.'
        : `Habits can be changed for today and the past ${HABIT_HISTORY_DAYS} days only.`,
    );
  }
}

export class NoHabitGivenError extends RpcError {
  constructor() {
    super(CommonErrorCode.validationFailed, 'Send at least one habit to save.');
  }
}
