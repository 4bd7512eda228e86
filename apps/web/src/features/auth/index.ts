// The auth feature's public surface: what the app and other features may use. Its pages and route
// guards are loaded by the router (app/routes.tsx) by path.
export { authKeys, useMe } from './api';
export { AuthRoot } from './auth-provider';
export { AuthCard } from './components/auth-card';
export { AuthLoading } from './components/auth-loading';
export { SocialSignInNotice } from './components/social-sign-in-notice';
export { isTooManyRequests, serverMessage } from './errors';
export { ProtectedRoute } from './protected-route';
export { useApplyAccountLanguage } from './use-apply-account-language';
export { useAuth } from './use-auth';
export { useTone } from './use-tone';
export { isValidEmail } from './validation';
