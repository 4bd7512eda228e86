import { SESSION_HINT_KEY } from '../features/auth/session-hint';
import { mockApi, sessionBody, type MockRequest } from './mock-api';

export function meBody(
  overrides: {
    tone?: string;
    hasOnboarded?: boolean;
    fullName?: string;
    language?: string;
    timezone?: string;
  } = {},
) {
  return {
    user: { id: 'user-1', email: 'mina@example.com', createdAt: '2026-11-01T00:00:00.000Z' },
    profile: { fullName: overrides.fullName ?? 'Mina Kim' },
    preferences: {
      language: overrides.language ?? 'en',
      darkMode: false,
      tonePreference: overrides.tone ?? 'normal',
      hasOnboarded: overrides.hasOnboarded ?? true,
      currency: 'USD',
      notifications: true,
      analyticsConsent: true,
      dataRetentionConsent: true,
      marketingConsent: false,
      // Left out unless given, as in older answers: only a test about time zones sets it.
      timezone: overrides.timezone,
    },
    isAdmin: false,
  };
}

/**
 * A signed-in user (session restored from the refresh cookie) with the given /api/me answer. The
 * preferences behave like the server's: PATCH /api/me/preferences stores the change and answers
 * the result, which GET /api/me and GET /api/me/preferences then show. `handlers` replace any of it.
 */
export function mockSignedIn(
  me: ReturnType<typeof meBody> = meBody(),
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  localStorage.setItem(SESSION_HINT_KEY, '1');
  let preferences = { ...me.preferences };
  return mockApi({
    'POST /api/auth/refresh': { status: 200, body: sessionBody() },
    'POST /api/auth/logout': { status: 204 },
    'GET /api/me': () => ({ status: 200, body: { ...me, preferences } }),
    'GET /api/me/preferences': () => ({ status: 200, body: preferences }),
    'PATCH /api/me/preferences': ({ body }: MockRequest) => {
      preferences = { ...preferences, ...(body as object) };
      return { status: 200, body: preferences };
    },
    ...handlers,
  });
}
