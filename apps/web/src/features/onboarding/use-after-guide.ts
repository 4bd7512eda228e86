import { useNavigate } from 'react-router';
import { useAuth } from '../auth';

/** Where the guide's Skip and Finish go: a visitor on to sign-up, a user to /dashboard. */
export function guideDestination(signedIn: boolean): '/dashboard' | '/signup' {
  return signedIn ? '/dashboard' : '/signup';
}

/** Navigates on from the finished or skipped guide. */
export function useAfterGuide(): () => void {
  const { status } = useAuth();
  const navigate = useNavigate();
  return () => void navigate(guideDestination(status === 'signed-in'));
}
