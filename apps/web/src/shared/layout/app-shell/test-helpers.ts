import { SESSION_HINT_KEY } from '../../../features/auth/session-hint';
import { mockApi, sessionBody } from '../../../test/mock-api';

export function meBody(overrides: { tone?: string; hasOnboarded?: boolean; fullName?: string; language?: string } = {}) {
  return {
    user: { id: 'user-1', email: 'mina@example.com', createdAt: '2026-11-01T00:00:00.000Z' },
    profile: { fullName: overrides.fullName ?? 'Mina Kim' },
    preferences: {
      language: overrides.language ?? 'en',
      darkMode: false,
      tonePreference: overrides.tone ?? 'normal',
      hasOnboarded: overrides.hasOnboarded ?? true,
    },
    isAdmin: false,
  };
}

/** A signed-in user (session restored from the refresh cookie) with the given /api/me answer. */
export function mockSignedIn(me: ReturnType<typeof meBody> = meBody()) {
  localStorage.setItem(SESSION_HINT_KEY, '1');
  return mockApi({
    'POST /api/auth/refresh': { status: 200, body: sessionBody() },
    'POST /api/auth/logout': { status: 204 },
    'GET /api/me': { status: 200, body: me },
  });
}
