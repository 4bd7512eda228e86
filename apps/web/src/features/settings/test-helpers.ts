import { mockApi, sessionBody } from '../../test/mock-api';
import { SESSION_HINT_KEY } from '../auth/session-hint';

export const PREFERENCES = {
  currency: 'USD',
  language: 'en',
  notifications: true,
  darkMode: false,
  analyticsConsent: true,
  dataRetentionConsent: true,
  marketingConsent: false,
  tonePreference: 'genz',
  hasOnboarded: true,
};

/** A signed-in session with these preferences; `handlers` add or replace endpoints. */
export function signedIn(handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem(SESSION_HINT_KEY, '1');
  return mockApi({
    'POST /api/auth/refresh': { status: 200, body: sessionBody() },
    'POST /api/auth/logout': { status: 204 },
    'GET /api/me/preferences': { status: 200, body: PREFERENCES },
    ...handlers,
  });
}
