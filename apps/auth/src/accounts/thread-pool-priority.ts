import { readlink } from 'node:fs/promises';
import { setPriority } from 'node:os';

/**
 * Gives libuv's thread pool, where Argon2id runs, a lower CPU priority than the event loop.
 *
 * A hash takes ~25 ms of a core; on a 2-core pod, twenty sign-ins a second keep half a core busy,
 * and without this every request that needs only a millisecond (GET /api/me) waits behind a hash
 * for its turn on the CPU. With a higher nice value the kernel lets those requests in first and the
 * hashes use the time left over. Linux keeps the nice value per thread, so only the pool is slowed.
 *
 * The pool's thread ids are found by asking each thread itself: /proc/thread-self names the thread
 * that reads it, and an async readlink runs on a pool thread.
 */
export async function lowerThreadPoolPriority(
  niceness: number,
  poolSize = threadPoolSize(),
): Promise<number[]> {
  if (process.platform !== 'linux' || niceness <= 0) return [];
  const threads = new Set<number>();
  for (let round = 0; round < 100 && threads.size < poolSize; round++) {
    const links = await Promise.all(
      Array.from({ length: poolSize * 4 }, () => readlink('/proc/thread-self').catch(() => '')),
    );
    for (const link of links) {
      const tid = Number(link.split('/task/')[1]);
      if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) threads.add(tid);
    }
  }
  for (const tid of threads) setPriority(tid, niceness);
  return [...threads];
}

function threadPoolSize(): number {
  const configured = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(configured) && configured > 0 ? Math.min(configured, 1024) : 4;
}
