import argon2 from 'argon2';
import { scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

// OWASP Password Storage cheat sheet: Argon2id with 19 MiB, 2 iterations, parallelism 1. It runs
// on libuv's thread pool, off the event loop. (scrypt at N=2^17 costs ~15× more CPU per sign-in on
// our 2-core pods for comparable resistance, and could not serve 20 sign-ins a second.)
const ARGON2ID = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// One hash at a time per process: a burst of sign-ins queues here instead of taking every core from
// the requests that need only a millisecond (one core hashes ~25 passwords a second).
let maxConcurrentHashes = 1;
let running = 0;
const waiting: (() => void)[] = [];

/** PASSWORD_HASH_CONCURRENCY: raise it on pods with more cores. */
export function setMaxConcurrentHashes(limit: number): void {
  maxConcurrentHashes = Math.max(1, Math.floor(limit));
}

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentHashes) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export async function hashPassword(password: string): Promise<string> {
  return limited(() => argon2.hash(password.normalize('NFKC'), ARGON2ID));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalized = password.normalize('NFKC');
  if (stored.startsWith('$argon2'))
    return limited(() => argon2.verify(stored, normalized)).catch(() => false);
  if (stored.startsWith('scrypt$')) return limited(() => verifyScrypt(normalized, stored));
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
