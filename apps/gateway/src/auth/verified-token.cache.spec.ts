import { VerifiedTokenCache } from './verified-token.cache';

const entry = (sub: string, exp: number) => ({ kid: 'k1', sub, sid: `s-${sub}`, exp });

describe('VerifiedTokenCache', () => {
  it('remembers a token until its expiry, then forgets it', () => {
    const cache = new VerifiedTokenCache();
    cache.set('t1', entry('u1', 1000));
    expect(cache.get('t1', 999)).toEqual(entry('u1', 1000));
    expect(cache.get('t1', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get('t2', 0)).toBeUndefined();
  });

  it('holds at most its capacity, dropping the oldest', () => {
    const cache = new VerifiedTokenCache(2);
    cache.set('a', entry('a', 1000));
    cache.set('b', entry('b', 1000));
    cache.set('c', entry('c', 1000));
    expect(cache.size).toBe(2);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('b', 0)).toBeDefined();
    expect(cache.get('c', 0)).toBeDefined();
  });
});
