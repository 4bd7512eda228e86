import { LRUCache } from 'lru-cache';
import { createHmac, createSecretKey, hkdfSync, type KeyObject, randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { masterKeyFrom, open, seal } from './data-cipher';

const CACHE_LIMIT = 5000;
/** After a user's key is shredded, how long no replica caches it again (a read racing the delete). */
const FORGOTTEN_FOR_MS = 10 * 60_000;
/** Characters of opened text kept (about 16 MB): what people wrote is read far more often than written. */
const OPENED_LIMIT = 8_000_000;

/** A user's data key, able to seal and open what they wrote. */
export interface UserCipher {
  seal(text: string): string;
  open(sealed: string): string;
  /** Bytes (recorded speech) the same way. */
  sealBytes(bytes: Buffer): string;
  openBytes(sealed: string): Buffer;
  /**
   * A keyed blind index of a short text (a tag): HMAC-SHA256 of its normalised form (NFKC, trimmed,
   * lower case) under a key derived from the user's data key. Equal texts of one user give equal
   * indexes, so equality search works on sealed values; another user's indexes differ.
   */
  blindIndex(text: string): string;
}

/** The form a blind index is taken of: what a person would call the same tag. */
export const normaliseForIndex = (text: string): string => text.normalize('NFKC').trim().toLowerCase();

/**
 * Per-user data keys (RELIABILITY 22): a random 256-bit key per user, stored wrapped by the master
 * key in the service's own `<schema>.data_keys`. What a person wrote is sealed with it; account
 * deletion deletes the row, and with it every way to read them. Unwrapped keys are cached in
 * memory (bounded) because every read needs one.
 */
export class UserDataKeys {
  private readonly master: Buffer;
  // Key objects, not bytes: a cipher made from a KeyObject skips preparing the key every time.
  private readonly cache = new Map<string, KeyObject>();
  private readonly table: string;
  /**
   * Opened text by the sealed text it came from (and its owner). A sealed value never changes, so
   * its plain text does not either; a deleted row is never read again, and shredding a key drops
   * its owner's texts here too.
   */
  private readonly opened = new LRUCache<string, string>({
    maxSize: OPENED_LIMIT,
    sizeCalculation: (text, key) => text.length + key.length,
  });

  constructor(
    private readonly dataSource: DataSource,
    masterSecret: string,
    schema: string,
  ) {
    this.master = masterKeyFrom(masterSecret);
    this.table = `"${schema}"."data_keys"`;
  }

  /** The user's cipher, making their key on first use. */
  async cipherFor(userId: string, manager: EntityManager = this.dataSource.manager): Promise<UserCipher> {
    const key = await this.keyOf(userId, manager);
    let indexKey: Buffer | undefined;
    return {
      seal: (text) => seal(text, key, userId),
      open: (sealed) => {
        const id = `${userId}:${sealed}`;
        let text = this.opened.get(id);
        if (text === undefined) {
          text = open(sealed, key, userId).toString('utf8');
          if (!this.forgotten.has(userId)) this.opened.set(id, text);
        }
        return text;
      },
      sealBytes: (bytes) => seal(bytes, key, userId),
      openBytes: (sealed) => open(sealed, key, userId),
      blindIndex: (text) => {
        indexKey ??= Buffer.from(hkdfSync('sha256', key, userId, 'maeum blind index v1', 32));
        return createHmac('sha256', indexKey).update(normaliseForIndex(text)).digest('base64url');
      },
    };
  }

  /** Users whose key was shredded lately (on this replica or, told by a broadcast, another). */
  private readonly forgotten = new LRUCache<string, true>({ max: 10_000, ttl: FORGOTTEN_FOR_MS });

  /** Shreds the key: called when the account is deleted (then announced to the other replicas). */
  async destroy(manager: EntityManager, userId: string): Promise<void> {
    this.forget(userId);
    await manager.query(`DELETE FROM ${this.table} WHERE "user_id" = $1`, [userId]);
  }

  /**
   * Drops what this process holds of a user (the key and every opened text) and keeps from caching
   * the key again for a while: what every replica does when an account is deleted anywhere.
   */
  forget(userId: string): void {
    this.forgotten.set(userId, true);
    this.cache.delete(userId);
    for (const id of this.opened.keys()) if (id.startsWith(`${userId}:`)) this.opened.delete(id);
  }

  /** Whether this process holds the user's key or any text it opened (for tests and metrics). */
  holds(userId: string): boolean {
    if (this.cache.has(userId)) return true;
    for (const id of this.opened.keys()) if (id.startsWith(`${userId}:`)) return true;
    return false;
  }

  private async keyOf(userId: string, manager: EntityManager): Promise<KeyObject> {
    const cached = this.cache.get(userId);
    if (cached) return cached;
    const fresh = seal(randomBytes(32), this.master, `data-key:${userId}`);
    // Two first writes at once: the insert that loses reads the winner's key.
    const rows: { wrapped_key: string }[] = await manager.query(
      `WITH inserted AS (
         INSERT INTO ${this.table} ("user_id", "wrapped_key") VALUES ($1, $2)
         ON CONFLICT ("user_id") DO NOTHING RETURNING "wrapped_key")
       SELECT "wrapped_key" FROM inserted
       UNION ALL SELECT "wrapped_key" FROM ${this.table} WHERE "user_id" = $1
       LIMIT 1`,
      [userId, fresh],
    );
    // Under READ COMMITTED a racing insert committed after this statement began is not in its
    // snapshot: the next statement sees it.
    const wrapped =
      rows[0]?.wrapped_key ??
      (
        (await manager.query(`SELECT "wrapped_key" FROM ${this.table} WHERE "user_id" = $1`, [userId])) as {
          wrapped_key: string;
        }[]
      )[0].wrapped_key;
    const key = createSecretKey(open(wrapped, this.master, `data-key:${userId}`));
    if (this.forgotten.has(userId)) return key;
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(userId, key);
    return key;
  }
}
