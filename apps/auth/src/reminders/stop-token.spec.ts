import { randomBytes, randomUUID } from 'node:crypto';
import { signStopToken, stopTokenUser, verifyStopToken } from './stop-token';

describe('the stop link token', () => {
  const userId = randomUUID();
  const key = randomBytes(32);

  it('names its person and verifies only under that person’s key', () => {
    const token = signStopToken(userId, key);
    expect(stopTokenUser(token)).toBe(userId);
    expect(verifyStopToken(token, key)).toBe(true);
    expect(verifyStopToken(token, randomBytes(32))).toBe(false);
  });

  it('refuses a token moved to another person or altered', () => {
    const token = signStopToken(userId, key);
    const other = randomUUID();
    expect(verifyStopToken(token.replace(userId, other), key)).toBe(false);
    expect(verifyStopToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, key)).toBe(false);
    expect(verifyStopToken(userId, key)).toBe(false);
    expect(stopTokenUser('not-a-uuid.abc')).toBeNull();
  });
});
