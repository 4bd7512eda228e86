import { useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setAccessTokenGetter, setUnauthorizedHandler } from '../../shared/api/http';
import { QueryClientSlotContext } from '../../shared/api/query-client-slot';
import { authApi } from './auth-client';
import { AuthContext, type AuthContextValue } from './auth-context';
import { SessionManager } from './session-manager';

// This module is in the entry chunk (the root route renders it): keep it free of UI libraries.

export function AuthProvider({ children }: { children: ReactNode }) {
  // Not useQueryClient(): TanStack Query loads with the pages that use it (QueryClientSlot).
  const queryClients = useContext(QueryClientSlotContext);
  const navigate = useNavigate();
  const [manager] = useState(
    () => new SessionManager({ refresh: authApi.refresh, logout: () => authApi.logout('local') }),
  );
  const snapshot = useSyncExternalStore(manager.subscribe, manager.getSnapshot);

  useEffect(() => {
    setAccessTokenGetter(manager.getAccessToken);
    setUnauthorizedHandler(manager.refresh);
    // Every cached query belongs to the account that fetched it (the admin flag in /me included).
    const offSignedOut = manager.onSignedOut(() => queryClients?.clear());
    manager.start();
    return () => {
      manager.stop();
      offSignedOut();
      setAccessTokenGetter(() => null);
      setUnauthorizedHandler(null);
    };
  }, [manager, queryClients]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: snapshot.status,
      user: snapshot.user,
      sessionChecked: snapshot.checked,
      endedByUser: snapshot.endedByUser === true,
      acceptSession: manager.accept,
      ensureSessionChecked: manager.ensureChecked,
      signOut: async () => {
        await manager.revoke();
        // Marked as the user's own sign-out, so a protected page on screen sends them home (spec).
        manager.clear(true);
        queryClients?.clear();
        await navigate('/', { replace: true });
      },
    }),
    [snapshot, manager, navigate, queryClients],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Root route element: the session is available on every page. */
export function AuthRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
