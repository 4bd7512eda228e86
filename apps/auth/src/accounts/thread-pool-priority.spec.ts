import { itWhen } from '@maeum/testing';
import { readFileSync, readdirSync } from 'node:fs';
import { lowerThreadPoolPriority } from './thread-pool-priority';

const niceOf = (tid: number | string) =>
  Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

const onLinux = itWhen(
  process.platform === 'linux',
  'thread priorities are read from /proc, which only Linux has',
);

describe('lowerThreadPoolPriority', () => {
  onLinux('finds every thread of the pool and lowers only those', async () => {
    const threads = await lowerThreadPoolPriority(7, 4);

    expect(new Set(threads).size).toBeGreaterThanOrEqual(4);
    for (const tid of threads) expect(niceOf(tid)).toBe(7);
    expect(niceOf(process.pid)).toBe(0);
    const others = readdirSync('/proc/self/task').filter((tid) => !threads.includes(Number(tid)));
    expect(others.length).toBeGreaterThan(0);
    for (const tid of others) expect(niceOf(tid)).toBe(0);
  });

  it('leaves the priority alone when asked for nice 0', async () => {
    expect(await lowerThreadPoolPriority(0)).toEqual([]);
  });
});
