import type { PublicJwk } from '@maeum/contracts';
import { generateKeyPairSync } from 'node:crypto';
import type { GatewayRuntime } from '../core/gateway-runtime';
import { JwksCache } from './jwks.cache';

function publicJwk(kid: string): PublicJwk {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' } as PublicJwk;
}

/** Auth's JWKS as the RPC answers it, with the number of times it was asked. */
function auth(initial: PublicJwk[]) {
  const state = { keys: initial, asked: 0 };
  const runtime = {
    rpc: {
      request: async () => {
        state.asked++;
        return { keys: state.keys };
      },
    },
  } as unknown as GatewayRuntime;
  return { state, cache: new JwksCache(runtime) };
}

// Issue 27, many replicas: after auth rotates its key on one replica, a token signed with the new
// kid is accepted by every gateway at once, not after the periodic reload.
describe('JwksCache', () => {
  it('reloads at once for a kid it does not know, and finds a key rotated in since', async () => {
    const { state, cache } = auth([publicJwk('k1')]);
    expect(await cache.publicKey('k1')).toBeDefined();
    expect(state.asked).toBe(1);
    state.keys = [publicJwk('k2'), ...state.keys];
    expect(await cache.publicKey('k2')).toBeDefined();
    expect(state.asked).toBe(2);
    expect(await cache.publicKey('k1')).toBeDefined();
    expect(state.asked).toBe(2);
  });

  it('asks at most once per cooldown for unknown kids (a flood of forged kids costs auth nothing)', async () => {
    const { state, cache } = auth([publicJwk('k1')]);
    await cache.publicKey('k1');
    const forged = await Promise.all(Array.from({ length: 50 }, (_, i) => cache.publicKey(`forged-${i}`)));
    expect(forged.every((key) => key === undefined)).toBe(true);
    expect(state.asked).toBe(2);
  });
});
