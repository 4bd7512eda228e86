import argon2 from 'argon2';
import { scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { HashQueue, HashQueueOptions } from './hash-queue';

// OWASP Password Storage cheat sheet: Argon2id with 19 MiB, 2 iterations, parallelism 1. It runs
// on libuv's thread pool, off the event loop. (scrypt at N=2^17 costs ~15× more CPU per sign-in on
// our 2-core pods for comparable resistance, and could not serve 20 sign-ins a second.)
const ARGON2ID = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// A few hashes at a time per process, one per core by default: a burst of sign-ins queues here
// instead of taking the libuv pool from the requests that need only a millisecond, and a flood is
// refused early rather than queued (hash-queue.ts).
const queue = new HashQueue({ concurrency: 1, maxWaitMs: 1000 });

/** PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_MAX_WAIT_MS. */
export function configurePasswordHashing(options: HashQueueOptions): void {
  queue.configure(options);
}

/** When the caller stops waiting (performance.now() clock); queued work past it is dropped. */
export interface HashDeadline {
  deadline?: number;
}

/** Throws HashingBusyError now when a password check could not start in time. */
export function assertHashingRoom({ deadline }: HashDeadline = {}): void {
  queue.assertRoom(deadline);
}

export async function hashPassword(password: string, { deadline }: HashDeadline = {}): Promise<string> {
  return queue.run(() => argon2.hash(password.normalize('NFKC'), ARGON2ID), deadline);
}

/** Throws HashingBusyError when too many passwords are being checked to take this one in time. */
export async function verifyPassword(
  password: string,
  stored: string,
  { deadline }: HashDeadline = {},
): Promise<boolean> {
  const normalized = password.normalize('NFKC');
  if (stored.startsWith('$argon2'))
    return queue.run(() => argon2.verify(stored, normalized).catch(() => false), deadline);
  if (stored.startsWith('scrypt$')) return queue.run(() => verifyScrypt(normalized, stored), deadline);
  return false;
}

/** Whether a stored hash should be replaced by one with today's parameters at the next sign-in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith('$argon2') || argon2.needsRehash(stored, ARGON2ID);
}

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;

// Hashes made before the move to Argon2id: scrypt$N$r$p$salt$key.
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}
