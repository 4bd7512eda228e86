import { useEffect } from 'react';
import { AuthLoading, useAuth } from '../../features/auth';
import { AppShell } from './app-shell/app-shell';
import { PublicLayout } from './public-layout';

/**
 * For pages a visitor may see too (the mood-booster grid): the app shell with its sidebar when
 * signed in, the public header otherwise. The session is asked for once (the cookie may be there).
 */
export function SessionLayout() {
  const { status, sessionChecked, ensureSessionChecked } = useAuth();
  const unchecked = status === 'loading' || (status === 'signed-out' && !sessionChecked);
  useEffect(() => {
    if (status === 'signed-out' && !sessionChecked) ensureSessionChecked();
  }, [status, sessionChecked, ensureSessionChecked]);

  if (unchecked) return <AuthLoading />;
  return status === 'signed-in' ? <AppShell /> : <PublicLayout />;
}
