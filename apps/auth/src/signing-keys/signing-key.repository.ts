import type { JsonWebKey } from 'node:crypto';
import { EntityManager } from 'typeorm';

export interface SigningKeyRow {
  kid: string;
  public_jwk: JsonWebKey & { kid: string; alg: 'ES256'; use: 'sig' };
  private_key: string;
  created_at: Date;
  retired_at: Date | null;
}

/** auth.signing_keys: the ES256 keys, private halves encrypted by the caller. */
export class SigningKeyRepository {
  constructor(private readonly manager: EntityManager) {}

  /** One auth replica at a time creates or rotates, until the transaction ends. */
  async lockRotation(): Promise<void> {
    await this.manager.query(`SELECT pg_advisory_xact_lock(hashtext('maeum:auth:signing-keys'))`);
  }

  async current(): Promise<SigningKeyRow | undefined> {
    const [current]: SigningKeyRow[] = await this.manager.query(
      `SELECT * FROM "auth"."signing_keys" WHERE "retired_at" IS NULL ORDER BY "created_at" DESC LIMIT 1`,
    );
    return current;
  }

  async retireAll(): Promise<void> {
    await this.manager.query(
      `UPDATE "auth"."signing_keys" SET "retired_at" = now() WHERE "retired_at" IS NULL`,
    );
  }

  async insert(kid: string, publicJwk: SigningKeyRow['public_jwk'], sealedPrivateKey: string): Promise<void> {
    await this.manager.query(
      `INSERT INTO "auth"."signing_keys" ("kid", "algorithm", "public_jwk", "private_key") VALUES ($1, 'ES256', $2, $3)`,
      [kid, JSON.stringify(publicJwk), sealedPrivateKey],
    );
  }

  /** The live keys and those retired within `retiredForSeconds`, newest first. */
  published(retiredForSeconds: number): Promise<SigningKeyRow[]> {
    return this.manager.query(
      `SELECT * FROM "auth"."signing_keys" WHERE "retired_at" IS NULL OR "retired_at" > now() - make_interval(secs => $1) ORDER BY "created_at" DESC`,
      [retiredForSeconds],
    );
  }
}
