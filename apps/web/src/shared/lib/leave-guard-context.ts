import { createContext, useContext } from 'react';

export type LeaveAction = () => void | Promise<void>;

export interface LeaveGuardValue {
  /** Runs an action that leaves the page (e.g. logout), after the leave dialog when a session is open. */
  confirmLeave: (action: LeaveAction) => void;
  /**
   * A session screen says when nothing is left to lose (the session has ended, or never started):
   * leaving it then needs no question. Open by default.
   */
  setSessionOpen: (open: boolean) => void;
}

export const LeaveGuardContext = createContext<LeaveGuardValue>({
  confirmLeave: (action) => void action(),
  setSessionOpen: () => undefined,
});

export function useLeaveGuard(): LeaveGuardValue {
  return useContext(LeaveGuardContext);
}
