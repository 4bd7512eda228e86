import { meRoutes } from '@maeum/api-types';
import { OnboardingDto, UpdatePreferencesDto, UpdateProfileDto, UserContextDto } from '../rpc/me.dto';
import { bindEndpoints } from './endpoint';

export const meEndpoints = bindEndpoints(meRoutes, {
  get: {
    rpc: 'auth.me.get',
    cache: 'no-store',
    summary: 'The signed-in user with profile and preferences',
    answer: '{ user, profile, preferences, isAdmin }',
  },
  updateProfile: {
    rpc: 'auth.me.update-profile',
    body: UpdateProfileDto,
    idempotent: 'auth',
    cache: 'no-store',
    summary: 'Change name or profile details',
    answer: 'The updated { user, profile, preferences, isAdmin }; the e-mail changes through POST /me/email',
  },
  getPreferences: {
    rpc: 'auth.me.get-preferences',
    cache: 'no-store',
    summary: "The caller's preferences",
  },
  updatePreferences: {
    rpc: 'auth.me.update-preferences',
    body: UpdatePreferencesDto,
    idempotent: 'auth',
    cache: 'no-store',
    summary: 'Change preferences (language, theme, tone, voice, reminders)',
    answer: 'The preferences after the change',
  },
  getContext: {
    rpc: 'auth.me.get-context',
    cache: 'no-store',
    summary: 'What the companion knows about the caller (personal context)',
  },
  putContext: {
    rpc: 'auth.me.put-context',
    body: UserContextDto,
    idempotent: 'auth',
    cache: 'no-store',
    summary: 'Set the personal context the companion uses',
    answer: 'The stored context; fields left out keep their value',
  },
  completeOnboarding: {
    rpc: 'auth.me.onboarding',
    body: OnboardingDto,
    idempotent: 'auth',
    status: 200,
    cache: 'no-store',
    summary: 'Finish onboarding with the first preferences',
    answer: 'The preferences, with hasOnboarded true',
  },
});
