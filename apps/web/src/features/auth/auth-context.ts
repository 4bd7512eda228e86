import { createContext } from 'react';
import type { AuthSession, AuthUser } from '@maeum/api-types';
import type { AuthStatus } from './session-manager';

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** False while signed out only because this browser shows no sign of a session (see SessionManager). */
  sessionChecked: boolean;
  /** The user signed out in this tab (not an expired session). */
  endedByUser: boolean;
  /** Takes the session a sign-in or sign-up answered with. */
  acceptSession: (session: AuthSession) => void;
  /** Asks the server once whether the refresh cookie still holds a session (protected pages). */
  ensureSessionChecked: () => void;
  /** Logs out (scope local), goes to /, then clears the session and every cached query (admin flag included). */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
