import { JobName, QueueName } from '@maeum/contracts';
import { TestStack, waitFor } from '@maeum/testing';

const SCHEDULED: [string, string][] = [
  [QueueName.maintenance, JobName.outboxCleanup],
  [QueueName.maintenance, JobName.accountPurge],
  [QueueName.maintenance, JobName.usageReset],
  [QueueName.maintenance, JobName.subscriptionRenewal],
  [QueueName.journal, JobName.weeklySummary],
  [QueueName.maintenance, JobName.remindersRun],
];

// Losing Redis's data does not stop the schedules until the worker restarts.
describe('schedules that repair themselves', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: ['worker'],
      gateway: false,
      envFor: { worker: { SCHEDULE_CHECK_MS: '1000' } },
    });
  });

  afterAll(() => stack?.stop());

  const present = async () => {
    const found = await Promise.all(
      SCHEDULED.map(async ([queue, id]) => Boolean(await stack.queue(queue).getJobScheduler(id))),
    );
    return found.every(Boolean);
  };

  it('are back within the check period after Redis loses every key, without a restart', async () => {
    await waitFor(present, 15_000);
    const keys = await stack.redis.keys(`${stack.env.MESSAGING_NAMESPACE}:bull:*`);
    expect(keys.length).toBeGreaterThan(0);
    await stack.redis.del(...keys);
    expect(await present()).toBe(false);

    const started = Date.now();
    await waitFor(present, 10_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    const metrics = await (await fetch(`${stack.app('worker').url}/metrics`)).text();
    for (const [, id] of SCHEDULED)
      expect(metrics).toMatch(new RegExp(`maeum_schedules_repaired_total\\{job="${id}"[^}]*\\} [1-9]`));
  });
});
