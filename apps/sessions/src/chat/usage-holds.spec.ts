import { messageHolds } from './usage-holds';

describe('messageHolds', () => {
  const text = { id: 's1', session_type: 'text' as const, usage_counted: false };

  it("pins the session's place for its first reply and holds one of the day's texts", () => {
    expect(messageHolds(text, 't1')).toEqual({
      session: { holdId: 's1', type: 'text', reply: true },
      text: { holdId: 't1' },
    });
  });

  it('holds only a text once the session is counted', () => {
    expect(messageHolds({ ...text, usage_counted: true }, 't1')).toEqual({ text: { holdId: 't1' } });
  });

  it('holds no text in a voice session, and nothing once a voice session is counted', () => {
    const voice = { id: 'v1', session_type: 'voice' as const, usage_counted: false };
    expect(messageHolds(voice, 't1')).toEqual({ session: { holdId: 'v1', type: 'voice', reply: true } });
    expect(messageHolds({ ...voice, usage_counted: true }, 't1')).toBeUndefined();
  });
});
