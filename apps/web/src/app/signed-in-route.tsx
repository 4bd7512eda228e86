import { ProtectedRoute } from '../features/auth';
import { useSaveContextDraft } from '../features/onboarding';

/**
 * The signed-in pages' guard (auth's ProtectedRoute), and what a visitor wrote in the context form
 * reaching their account on its first signed-in page. Composed here so that auth, which onboarding
 * builds on, does not depend on onboarding.
 */
export function SignedInRoute() {
  useSaveContextDraft();
  return <ProtectedRoute />;
}
