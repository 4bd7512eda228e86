import { REPLY_HOLD_SECONDS, SESSION_HOLD_GRACE_SECONDS, sessionHoldSeconds } from './reserve-usage.usecase';

describe('sessionHoldSeconds', () => {
  it("holds a started session's place for its length and a grace for a last-minute message", () => {
    expect(sessionHoldSeconds({ sessionMinutes: 10 }, false)).toBe(600 + SESSION_HOLD_GRACE_SECONDS);
    expect(sessionHoldSeconds({ sessionMinutes: 30 }, false)).toBe(1800 + SESSION_HOLD_GRACE_SECONDS);
  });

  it('holds a place pinned for a reply as long as a reply (and its outbox) can take', () => {
    expect(sessionHoldSeconds({ sessionMinutes: 10 }, true)).toBe(REPLY_HOLD_SECONDS);
  });
});
