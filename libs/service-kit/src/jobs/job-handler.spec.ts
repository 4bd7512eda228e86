import { JOB_QUEUE, JobName, QueueName } from '@maeum/contracts';
import { indexJobHandlers, JobHandler } from './job-handler';

const handler = (jobName: string): JobHandler =>
  ({ jobName, handle: async () => undefined }) as unknown as JobHandler;

const ALL_QUEUES = Object.values(QueueName);
const jobsOf = (queue: QueueName) =>
  (Object.values(JobName) as JobName[]).filter((n) => JOB_QUEUE[n] === queue);

describe('indexJobHandlers', () => {
  it('accepts exactly one handler per job name', () => {
    const all = Object.values(JobName).map(handler);
    expect(indexJobHandlers(all, ALL_QUEUES).size).toBe(all.length);
  });

  it('expects only the jobs of the queues this process runs', () => {
    const journal = jobsOf(QueueName.journal).map(handler);
    expect([...indexJobHandlers(journal, [QueueName.journal]).keys()].sort()).toEqual(
      [JobName.journalAnalysis, JobName.weeklySummary].sort(),
    );
  });

  it('refuses a handler for a job of a queue run elsewhere', () => {
    const mine = jobsOf(QueueName.email).map(handler);
    expect(() => indexJobHandlers([...mine, handler(JobName.journalAnalysis)], [QueueName.email])).toThrow(
      /job "journal-analysis" of queue "journal", not run here/,
    );
  });

  it('refuses a job without a handler', () => {
    expect(() => indexJobHandlers([], ALL_QUEUES)).toThrow(/no handler for job "outbox-cleanup"/);
  });

  it('refuses two handlers for one job', () => {
    const all = Object.values(JobName).map(handler);
    expect(() => indexJobHandlers([...all, handler(JobName.outboxCleanup)], ALL_QUEUES)).toThrow(
      /two handlers/,
    );
  });

  it('refuses a handler for a job nobody enqueues', () => {
    const all = Object.values(JobName).map(handler);
    expect(() => indexJobHandlers([...all, handler('ghost')], ALL_QUEUES)).toThrow(/unknown job "ghost"/);
  });
});
