import { availableParallelism } from 'node:os';

/** Hashes at once: PASSWORD_HASH_CONCURRENCY, or one per core the process may use when it is 0. */
export function hashConcurrency(configured: number): number {
  return configured > 0 ? Math.floor(configured) : availableParallelism();
}

/**
 * Argon2id runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * file and DNS work share: give it two threads more than the hashes that may run at once. libuv
 * reads the variable when the pool first starts, which loading the app already does: main.ts imports
 * size-thread-pool.ts before anything else.
 */
export function sizeThreadPoolForHashing(env: NodeJS.ProcessEnv = process.env): void {
  if (env.UV_THREADPOOL_SIZE) return;
  const hashes = hashConcurrency(Number(env.PASSWORD_HASH_CONCURRENCY) || 0);
  env.UV_THREADPOOL_SIZE = String(Math.min(1024, Math.max(4, hashes + 2)));
}
