import type {
  MeView,
  OnboardingRequest,
  PreferencesView,
  UpdatePreferencesRequest,
  UpdateProfileRequest,
  UserContextRequest,
  UserContextView,
} from '../me';
import { route } from './route';

/**
 * The signed-in user's own data (kept by auth). No route takes a user id: auth is always asked about
 * the user of the verified access token. The e-mail change, account deletion and export are
 * hand-written routes (a proof, their own limits, a file).
 */
export const meRoutes = {
  get: route<void, MeView>()('GET', '/me'),
  updateProfile: route<UpdateProfileRequest, MeView>()('PATCH', '/me/profile'),
  getPreferences: route<void, PreferencesView>()('GET', '/me/preferences'),
  updatePreferences: route<UpdatePreferencesRequest, PreferencesView>()('PATCH', '/me/preferences'),
  getContext: route<void, UserContextView>()('GET', '/me/context'),
  putContext: route<UserContextRequest, UserContextView>()('PUT', '/me/context'),
  completeOnboarding: route<OnboardingRequest, PreferencesView>()('POST', '/me/onboarding'),
};
