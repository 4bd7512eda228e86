import { useNavigate } from 'react-router';
import { GuideOverlay } from './guide-overlay';

/** /onboarding (signed in): opens the guide; finishing or leaving it returns to / (spec §2). */
export function OnboardingPage() {
  const navigate = useNavigate();
  const home = () => void navigate('/', { replace: true });

  return <GuideOverlay onExit={home} onComplete={home} />;
}
