import { QueueName } from '@maeum/contracts';
import { ApiClient, OpenAiCompatibleServer, signUpOnFreePlan, TestStack, waitFor } from '@maeum/testing';

// RELIABILITY 9 for a job that runs in its owner: the journal in its worker role, SIGKILLed while
// it analyses an entry, leaves the job to the next journal worker, which completes it once.
describe('a journal worker killed mid-analysis', () => {
  const model = new OpenAiCompatibleServer();
  const api = new ApiClient(() => stack.gateway.url);
  let stack: TestStack;

  beforeAll(async () => {
    await model.start();
    stack = await TestStack.start({
      // The journal split as in production: RPC in one process, the `journal` queue in another.
      services: ['auth', 'billing', 'journal-api', 'journal-worker'],
      envFor: {
        journal: {
          AI_PROVIDER: 'openai',
          AI_BASE_URL: model.url,
          AI_API_KEY: 'sk-loopback',
          AI_MODEL: 'loopback-1',
          // Longer than the test waits: the killed analysis must not fall back to offline first.
          AI_REPLY_TIMEOUT_MS: '30000',
        },
        // A short lock, so the job is taken up again within seconds instead of 30.
        'journal-worker': { JOB_LOCK_DURATION_MS: '2000' },
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await model.stop();
  });

  it('is taken up again after its lock runs out, and the entry is analysed once', async () => {
    const who = await signUpOnFreePlan(api, stack);
    model.behaviour = 'hang';
    const entry = await api.post('/api/journal/entries', {
      token: who.accessToken,
      body: { content: 'A quiet evening. I am thankful for the rest.' },
    });
    expect(entry.status).toBe(201);
    await waitFor(async () => model.received.length === 1, 15_000); // the worker is mid-analysis
    const queue = stack.queue(QueueName.journal);
    const jobId = `analysis-${entry.body.id}`;
    expect(await (await queue.getJob(jobId))?.getState()).toBe('active');

    await stack.app('journal-worker').kill();
    model.behaviour = 'ok';
    model.reply = JSON.stringify({
      mood_tag: 'calm',
      emotion_tags: ['calm', 'gratitude'],
      green_flags: ['You made time to rest.'],
      red_flags: [],
      reframing_suggestion: 'Keep a note of what helped.',
      tone_summary: 'Settled and thankful.',
    });
    await stack.start('journal-worker');

    let analysis: Record<string, unknown> = {};
    await waitFor(async () => {
      const res = await api.get(`/api/journal/entries/${entry.body.id}/analysis`, { token: who.accessToken });
      analysis = res.body;
      return res.status === 200;
    }, 20_000);
    expect(analysis).toMatchObject({ moodTag: 'calm', toneSummary: 'Settled and thankful.' });
    // Completed (and removed, as the journal queues it) rather than waiting or failed.
    await waitFor(async () => (await queue.getJob(jobId)) === undefined, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // a second run would come by now
    expect(model.received).toHaveLength(2); // the killed attempt and the one that completed
    const rows = await stack.db.query(
      `SELECT "written_by" FROM "journal"."journal_entry_analysis" WHERE "entry_id" = $1`,
      [entry.body.id],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].written_by).not.toBe('offline'); // the model's, from the completed attempt
  }, 90_000);
});
