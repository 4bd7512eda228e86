import { createContext, useContext } from 'react';

export type LeaveAction = () => void | Promise<void>;

export interface LeaveGuardValue {
  /** Runs an action that leaves the page (e.g. logout), after the leave dialog when a session is open. */
  confirmLeave: (action: LeaveAction) => void;
}

export const LeaveGuardContext = createContext<LeaveGuardValue>({ confirmLeave: (action) => void action() });

export function useLeaveGuard(): LeaveGuardValue {
  return useContext(LeaveGuardContext);
}
