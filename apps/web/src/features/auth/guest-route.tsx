import { Navigate, Outlet, useSearchParams } from 'react-router';
import { AuthLoading } from './components/auth-loading';
import { safeRedirect } from './safe-redirect';
import { useAuth } from './use-auth';

/**
 * Guard of /enhanced-login and /signup: a signed-in visitor goes on to the safe `redirect`, else
 * /dashboard. It is also what moves the user on right after signing in or up on these pages.
 */
export function GuestRoute() {
  const { status } = useAuth();
  const [params] = useSearchParams();

  if (status === 'loading') return <AuthLoading />;
  if (status === 'signed-in') return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}
