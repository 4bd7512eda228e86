import { JobName } from '@maeum/contracts';
import { indexJobHandlers, JobHandler } from './job-handler';

const handler = (jobName: string): JobHandler =>
  ({ jobName, handle: async () => undefined }) as unknown as JobHandler;

describe('indexJobHandlers', () => {
  it('accepts exactly one handler per job name', () => {
    const all = Object.values(JobName).map(handler);
    expect(indexJobHandlers(all).size).toBe(all.length);
  });

  it('refuses a job without a handler', () => {
    expect(() => indexJobHandlers([])).toThrow(/no handler for job "outbox-cleanup"/);
  });

  it('refuses two handlers for one job', () => {
    const all = Object.values(JobName).map(handler);
    expect(() => indexJobHandlers([...all, handler(JobName.outboxCleanup)])).toThrow(/two handlers/);
  });

  it('refuses a handler for a job nobody enqueues', () => {
    const all = Object.values(JobName).map(handler);
    expect(() => indexJobHandlers([...all, handler('ghost')])).toThrow(/unknown job "ghost"/);
  });
});
