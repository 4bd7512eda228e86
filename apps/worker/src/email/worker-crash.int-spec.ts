import { JobName, QueueName, SendEmailJob } from '@maeum/contracts';
import { SmtpCapture, TestStack, waitFor } from '@maeum/testing';
import { randomUUID } from 'node:crypto';

// A worker killed in the middle of a job leaves it to another worker, which
// completes it once.
describe('a worker killed mid-job', () => {
  const smtp = new SmtpCapture();
  let stack: TestStack;

  beforeAll(async () => {
    const mail = await smtp.start();
    stack = await TestStack.start({
      services: ['worker'],
      gateway: false,
      // A short lock, so the job is taken up again within seconds instead of 30.
      envFor: {
        worker: { SMTP_HOST: mail.host, SMTP_PORT: String(mail.port), JOB_LOCK_DURATION_MS: '2000' },
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await smtp.stop();
  });

  it('is taken up again after its lock runs out, and the e-mail goes out once', async () => {
    const to = `${randomUUID()}@example.com`;
    const email: SendEmailJob = {
      to,
      locale: 'en',
      template: 'password-reset',
      link: 'http://maeum.test/reset-password?token=x',
    };
    const queue = stack.queue(QueueName.email);
    const arrived = smtp.holdNext();
    const job = await queue.add(JobName.sendEmail, email, { jobId: randomUUID(), attempts: 3 });

    await arrived; // the worker is in the middle of sending it
    await stack.app('worker').kill();
    expect(await job.getState()).toBe('active');
    await stack.start('worker');

    await smtp.waitForMessage((message) => message.to.includes(to), 20_000);
    await waitFor(
      async () => (await queue.getJob(job.id!))?.getState().then((state) => state === 'completed'),
      10_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // a second copy would come by now
    expect(smtp.messages.filter((message) => message.to.includes(to))).toHaveLength(1);
  }, 60_000);
});
