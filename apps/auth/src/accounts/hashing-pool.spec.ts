import { availableParallelism } from 'node:os';
import { hashConcurrency, sizeThreadPoolForHashing } from './hashing-pool';

describe('hashing pool size', () => {
  it('hashes one password per core unless told otherwise', () => {
    expect(hashConcurrency(0)).toBe(availableParallelism());
    expect(hashConcurrency(3)).toBe(3);
  });

  it('gives the libuv pool two threads more than the hashes, and at least its default 4', () => {
    const env: NodeJS.ProcessEnv = { PASSWORD_HASH_CONCURRENCY: '6' };
    sizeThreadPoolForHashing(env);
    expect(env.UV_THREADPOOL_SIZE).toBe('8');
    const small: NodeJS.ProcessEnv = { PASSWORD_HASH_CONCURRENCY: '1' };
    sizeThreadPoolForHashing(small);
    expect(small.UV_THREADPOOL_SIZE).toBe('4');
    const chosen: NodeJS.ProcessEnv = { UV_THREADPOOL_SIZE: '16' };
    sizeThreadPoolForHashing(chosen);
    expect(chosen.UV_THREADPOOL_SIZE).toBe('16');
  });
});
