import { HashingBusyError } from './auth.exception';
import { HashQueue } from './hash-queue';

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A queue on a clock the test moves, and hashes the test finishes one by one. */
function setUp(concurrency: number, maxWaitMs = 1000) {
  let clock = 0;
  const queue = new HashQueue({ concurrency, maxWaitMs }, () => clock);
  const finishers: (() => void)[] = [];
  const started: number[] = [];
  const hash = (id: number, deadline?: number) =>
    queue.run(
      () =>
        new Promise<number>((resolve) => {
          started.push(id);
          finishers.push(() => resolve(id));
        }),
      deadline,
    );
  const finishNext = async (tookMs: number) => {
    await settle();
    clock += tookMs;
    finishers.shift()!();
    await settle();
  };
  return { queue, hash, finishNext, started };
}

describe('HashQueue', () => {
  it('runs as many hashes at once as configured and the rest in order', async () => {
    const { hash, finishNext, started } = setUp(2);
    const results = [1, 2, 3, 4].map((id) => hash(id));
    await settle();
    expect(started).toEqual([1, 2]);
    await finishNext(50);
    expect(started).toEqual([1, 2, 3]);
    await finishNext(0);
    await finishNext(0);
    await finishNext(0);
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3, 4]);
  });

  it('refuses at once, with Retry-After, a hash that would wait longer than the bound', async () => {
    // Hashes take 50 ms at first; one at a time, a 1 s bound holds 20 waiting.
    const { hash, started } = setUp(1);
    const admitted = Array.from({ length: 21 }, (_, i) => hash(i));
    await settle();
    expect(started).toEqual([0]);
    const refused = hash(99);
    await expect(refused).rejects.toBeInstanceOf(HashingBusyError);
    await expect(refused).rejects.toMatchObject({
      code: 'hashing_busy',
      details: { retryAfterSeconds: 1 },
    });
    void Promise.allSettled(admitted);
  });

  it('tells before any other work is done whether a hash would be refused', async () => {
    const { queue, hash } = setUp(1);
    expect(() => queue.assertRoom()).not.toThrow();
    const admitted = Array.from({ length: 21 }, (_, i) => hash(i));
    expect(() => queue.assertRoom()).toThrow(HashingBusyError);
    void Promise.allSettled(admitted);
  });

  it('learns how long hashes take: slow hashes make the queue shorter', async () => {
    const { hash, finishNext } = setUp(1);
    // Five hashes of a second each, one after the other: the estimate grows from 50 ms to ~690 ms.
    for (let i = 0; i < 5; i++) {
      const done = hash(i);
      await finishNext(1000);
      await expect(done).resolves.toBe(i);
    }
    void hash(10); // runs
    const second = hash(11); // waits one hash: within the bound
    await expect(hash(12)).rejects.toBeInstanceOf(HashingBusyError); // two hashes: beyond it
    await finishNext(1000);
    await finishNext(700);
    await expect(second).resolves.toBe(11);
  });

  it('drops a waiting hash whose caller is gone before it starts', async () => {
    const { hash, finishNext, started } = setUp(1);
    void hash(0);
    const late = hash(1, 300);
    const next = hash(2);
    // The first hash takes 400 ms: the caller of the second stopped waiting at 300 ms.
    await finishNext(400);
    await expect(late).rejects.toBeInstanceOf(HashingBusyError);
    expect(started).toEqual([0, 2]);
    await finishNext(40);
    await expect(next).resolves.toBe(2);
  });

  it('refuses at once a hash that cannot be done before its deadline', async () => {
    const { hash, started } = setUp(1);
    void hash(0);
    await expect(hash(1, 60)).rejects.toBeInstanceOf(HashingBusyError);
    expect(started).toEqual([0]);
  });

  it('drops a hash that waited past the bound because hashes slowed down', async () => {
    const { hash, finishNext, started } = setUp(1);
    void hash(0);
    const waiting = hash(1);
    await finishNext(1500);
    await expect(waiting).rejects.toBeInstanceOf(HashingBusyError);
    expect(started).toEqual([0]);
    // The queue is empty again: the next hash starts at once.
    void hash(2);
    await settle();
    expect(started).toEqual([0, 2]);
  });
});
