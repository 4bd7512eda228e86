import { Inject, Injectable, Logger } from '@nestjs/common';
import { PublicJwk, RpcPattern } from '@maeum/contracts';
import { createPublicKey, KeyObject } from 'node:crypto';
import { GATEWAY_RUNTIME, GatewayRuntime } from '../core/gateway-runtime';

const REFRESH_EVERY_MS = 5 * 60 * 1000;
const MISS_COOLDOWN_MS = 10_000;

/**
 * Auth's public signing keys by `kid`, parsed once into key objects (parsing a PEM per request
 * was the gateway's largest cost of a signed-in request); refreshed periodically and when an
 * unknown kid appears.
 */
@Injectable()
export class JwksCache {
  private readonly logger = new Logger(JwksCache.name);
  private keys = new Map<string, KeyObject>();
  private document: { keys: PublicJwk[] } = { keys: [] };
  private loadedAt = 0;
  private lastMissAt = 0;
  private loading?: Promise<void>;

  constructor(@Inject(GATEWAY_RUNTIME) private readonly runtime: GatewayRuntime) {}

  async publicKey(kid: string): Promise<KeyObject | undefined> {
    if (Date.now() - this.loadedAt > REFRESH_EVERY_MS) await this.load();
    if (!this.keys.has(kid) && Date.now() - this.lastMissAt > MISS_COOLDOWN_MS) {
      this.lastMissAt = Date.now();
      await this.load();
    }
    return this.keys.get(kid);
  }

  async jwks(): Promise<{ keys: PublicJwk[] }> {
    if (Date.now() - this.loadedAt > REFRESH_EVERY_MS) await this.load();
    return this.document;
  }

  private load(): Promise<void> {
    this.loading ??= this.runtime.rpc
      .request(RpcPattern.authJwks, undefined, { timeoutMs: 2000 })
      .then((document) => {
        this.document = document;
        this.keys = new Map(
          document.keys
            .filter((k) => k.alg === 'ES256')
            .map((k) => [k.kid, createPublicKey({ key: k, format: 'jwk' })]),
        );
        this.loadedAt = Date.now();
      })
      .catch((error) => this.logger.warn({ err: error }, 'Could not load the signing keys'))
      .finally(() => (this.loading = undefined));
    return this.loading;
  }
}
