import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AuthLoading } from './components/auth-loading';
import { signInPathFor } from './safe-redirect';
import { useAuth } from './use-auth';

/**
 * Guard of the signed-in pages (spec doc 1 §2): 'Loading...' while the session resolves, nothing
 * (and a redirect to sign in, remembering where the visitor was going) without a session.
 */
export function ProtectedRoute() {
  const { status, sessionChecked, endedByUser, ensureSessionChecked } = useAuth();
  const location = useLocation();
  const unchecked = status === 'signed-out' && !sessionChecked;

  // No sign of a session in this browser: still ask the server once (the cookie may be there).
  useEffect(() => {
    if (unchecked) ensureSessionChecked();
  }, [unchecked, ensureSessionChecked]);

  if (status === 'loading' || unchecked) return <AuthLoading />;
  if (status === 'signed-out') {
    if (endedByUser) return <Navigate to="/" replace />;
    return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
