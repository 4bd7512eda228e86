import type { SessionView } from '@maeum/api-types';

/** A session as the server answers POST /api/sessions, for the companion's screen tests. */
export function sessionFixture(overrides: Partial<SessionView> = {}): SessionView {
  return {
    id: 's-1',
    type: 'text',
    tone: 'genz',
    language: 'en',
    title: 'New conversation',
    startedAt: '2026-11-25T00:00:00.000Z',
    endedAt: null,
    summary: null,
    moodTags: [],
    messageCount: 1,
    closesAt: '2099-01-01T00:00:00.000Z',
    crisisShown: false,
    ...overrides,
  };
}
