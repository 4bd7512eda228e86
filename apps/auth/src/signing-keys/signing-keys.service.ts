import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { createPrivateKey, generateKeyPairSync, JsonWebKey, randomBytes } from 'node:crypto';
import { AuthConfig } from '../auth.config';
import { AuthUnitOfWork } from '../auth.unit-of-work';
import { decryptSecret, encryptSecret } from './key-encryption';

export interface PublicJwk extends JsonWebKey {
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

const DAY_MS = 24 * 60 * 60 * 1000;
// A retired key stays published long enough for every token it signed to expire.
const RETIRED_KEY_PUBLISHED_MS = DAY_MS;

/**
 * ES256 keys that sign access tokens. Generated on first start, rotated every
 * JWT_KEY_ROTATION_DAYS; private halves are encrypted at rest under AUTH_MASTER_KEY.
 */
@Injectable()
export class SigningKeysService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SigningKeysService.name);
  private active?: { kid: string; privatePem: string };
  private published: PublicJwk[] = [];
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly unitOfWork: AuthUnitOfWork,
    private readonly config: AuthConfig,
  ) {}

  async onModuleInit() {
    if (!this.config.AUTH_MASTER_KEY)
      this.logger.warn('AUTH_MASTER_KEY is not set: using the development key');
    await this.ensureCurrentKey();
    this.timer = setInterval(
      () => void this.ensureCurrentKey().catch((e) => this.logger.error(e)),
      60 * 60 * 1000,
    );
    this.timer.unref();
  }

  onModuleDestroy() {
    clearInterval(this.timer);
  }

  signingKey(): { kid: string; privatePem: string } {
    if (!this.active) throw new Error('No signing key loaded');
    return this.active;
  }

  jwks(): { keys: PublicJwk[] } {
    return { keys: this.published };
  }

  /** Loads the newest key, creating or rotating it when needed (one auth replica at a time). */
  async ensureCurrentKey(): Promise<void> {
    await this.unitOfWork.run(async ({ signingKeys }) => {
      await signingKeys.lockRotation();
      const current = await signingKeys.current();
      const tooOld =
        current &&
        Date.now() - new Date(current.created_at).getTime() > this.config.JWT_KEY_ROTATION_DAYS * DAY_MS;
      if (!current || tooOld) {
        await signingKeys.retireAll();
        const created = this.generate();
        await signingKeys.insert(
          created.kid,
          created.publicJwk,
          encryptSecret(created.privatePem, this.config.AUTH_MASTER_KEY),
        );
        this.logger.log({ kid: created.kid, rotated: !!current }, 'New signing key');
      }
    });
    const rows = await this.unitOfWork.direct().signingKeys.published(RETIRED_KEY_PUBLISHED_MS / 1000);
    const newest = rows.find((r) => r.retired_at === null) ?? rows[0];
    const privatePem = decryptSecret(newest.private_key, this.config.AUTH_MASTER_KEY);
    createPrivateKey(privatePem); // fails loudly here, not at the first sign-in, if the key is unusable
    this.active = { kid: newest.kid, privatePem };
    this.published = rows.map((r) => r.public_jwk);
  }

  private generate() {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const kid = randomBytes(12).toString('base64url');
    const publicJwk: PublicJwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' };
    return { kid, publicJwk, privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() };
  }
}
