import { HashingBusyError } from './auth.exception';

export interface HashQueueOptions {
  /** Hashes computed at once. */
  concurrency: number;
  /** The longest a hash may wait for its turn; a caller that would wait longer is refused now. */
  maxWaitMs: number;
}

interface Waiter {
  enqueuedAt: number;
  deadline: number;
  start(): void;
  refuse(error: HashingBusyError): void;
}

const FIRST_GUESS_MS = 50;

/**
 * Runs password hashes a few at a time, first come first served, and keeps the queue short in
 * time rather than in length: a flood of sign-ins is refused at once (HashingBusyError, a 503 with
 * Retry-After) instead of piling up work that makes every later sign-in wait, and a hash whose
 * caller has given up (its deadline passed) is dropped before it runs. The wait is estimated from
 * how long recent hashes took, so a machine slowed by other work admits fewer.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private typicalMs = FIRST_GUESS_MS;

  constructor(
    private options: HashQueueOptions,
    private readonly now: () => number = () => performance.now(),
  ) {}

  configure(options: HashQueueOptions): void {
    this.options = {
      concurrency: Math.max(1, Math.floor(options.concurrency)),
      maxWaitMs: options.maxWaitMs,
    };
  }

  /** `deadline` (on the clock of `now`) is when the caller stops waiting for the answer. */
  async run<T>(work: () => Promise<T>, deadline = Infinity): Promise<T> {
    await this.admit(deadline);
    const started = this.now();
    try {
      return await work();
    } finally {
      this.typicalMs = 0.8 * this.typicalMs + 0.2 * (this.now() - started);
      this.running--;
      this.startNext();
    }
  }

  /** Refuses now what `run` would refuse, so a caller can skip the work it does before hashing. */
  assertRoom(deadline = Infinity): void {
    if (this.tooLongToWait(deadline)) throw this.busy();
  }

  private admit(deadline: number): Promise<void> {
    if (this.running < this.options.concurrency && this.waiting.length === 0) {
      this.running++;
      return Promise.resolve();
    }
    if (this.tooLongToWait(deadline)) return Promise.reject(this.busy());
    const enqueuedAt = this.now();
    return new Promise((start, refuse) => this.waiting.push({ enqueuedAt, deadline, start, refuse }));
  }

  private tooLongToWait(deadline: number): boolean {
    if (this.running < this.options.concurrency && this.waiting.length === 0) return false;
    const expectedWaitMs = Math.ceil((this.waiting.length + 1) / this.options.concurrency) * this.typicalMs;
    return expectedWaitMs > this.options.maxWaitMs || this.now() + expectedWaitMs + this.typicalMs > deadline;
  }

  private startNext(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
      const now = this.now();
      // The estimate was wrong (hashes slowed down), or the caller will be gone before the answer.
      if (now - next.enqueuedAt > this.options.maxWaitMs || now + this.typicalMs > next.deadline) {
        next.refuse(this.busy());
        continue;
      }
      this.running++;
      next.start();
    }
  }

  /** Long enough for the queue of now to drain. */
  private busy(): HashingBusyError {
    const drainMs = Math.ceil(this.waiting.length / this.options.concurrency) * this.typicalMs;
    return new HashingBusyError(Math.max(1, Math.ceil(drainMs / 1000)));
  }
}
