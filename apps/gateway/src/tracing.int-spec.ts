import {
  ApiClient,
  type CollectedSpan,
  OpenAiCompatibleServer,
  OtlpCollector,
  signUpOnFreePlan,
  TestStack,
  waitFor,
} from '@maeum/testing';
import { randomBytes } from 'node:crypto';

/**
 * One trace, followed in a collector this test starts: a journal entry written through the
 * gateway goes to the journal service (NATS request/reply), its event leaves through the outbox
 * (JetStream), the journal's consumer queues the analysis (BullMQ), the journal's own job (its
 * worker role; here role all) runs it and asks the model. Every hop's span carries the caller's trace id, each
 * a child of the one before; the apps' log lines carry it too.
 */
describe('tracing (OpenTelemetry, OTLP)', () => {
  let stack: TestStack;
  const collector = new OtlpCollector();
  const model = new OpenAiCompatibleServer();
  const api = new ApiClient(() => stack.gateway.url);

  beforeAll(async () => {
    await collector.start();
    await model.start();
    stack = await TestStack.start({
      services: ['auth', 'billing', 'journal'],
      env: { ...collector.env, LOG_LEVEL: 'info' },
      envFor: {
        journal: {
          AI_PROVIDER: 'openai',
          AI_BASE_URL: model.url,
          AI_API_KEY: 'sk-loopback',
          AI_MODEL: 'loopback-1',
        },
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await model.stop();
    await collector.stop();
  });

  it('follows one trace id from the gateway through the service, the outbox, the consumer and the job to the model', async () => {
    const who = await signUpOnFreePlan(api, stack);
    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const entry = await api.post('/api/journal/entries', {
      token: who.accessToken,
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
      body: { content: 'I was anxious before the meeting, then I went for a walk and felt calmer.' },
    });
    expect(entry.status).toBe(201);

    const find = (service: string, name: string | RegExp, kind: number) =>
      collector
        .trace(traceId)
        .find(
          (span) =>
            span.service === service &&
            span.kind === kind &&
            (typeof name === 'string' ? span.name === name : name.test(span.name)),
        );
    // The last hop: the journal asking the model for the analysis, inside its job.
    // The job's span ends last (after the model has answered).
    await waitFor(
      () =>
        !!find('maeum-journal', 'ai openai complete', 3) && !!find('maeum-journal', /^journal process /, 5),
      20_000,
    );

    const spans = collector.trace(traceId);
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const parentOf = (span: CollectedSpan | undefined) =>
      span?.parentSpanId ? byId.get(span.parentSpanId) : undefined;

    const http = find('maeum-gateway', 'POST /api/journal/entries', 2);
    expect(http?.parentSpanId).toBe(callerSpan);
    expect(http?.attributes).toMatchObject({
      'http.route': '/api/journal/entries',
      'http.response.status_code': 201,
    });

    const rpcClient =
      find('maeum-gateway', 'journal.entries.create', 3) ?? find('maeum-gateway', /^journal\./, 3);
    expect(parentOf(rpcClient)).toBe(http);
    const rpcServer = spans.find(
      (s) => s.service === 'maeum-journal' && s.kind === 2 && s.parentSpanId === rpcClient?.spanId,
    );
    expect(rpcServer?.name).toBe(rpcClient?.name);

    const publish = find('maeum-journal', /^journal\.entry\.created.* publish$/, 4);
    expect(parentOf(publish)).toBe(rpcServer);
    // Two consumers handle the event (the analysis and the activity log): the one that queues the
    // analysis is the enqueue's parent.
    const enqueue = find('maeum-journal', /^journal add /, 4);
    const consume = parentOf(enqueue);
    expect(consume).toMatchObject({ service: 'maeum-journal', kind: 5 });
    expect(consume?.name).toMatch(/^journal\.entry\.created.* process$/);
    expect(parentOf(consume)).toBe(publish);
    const job = find('maeum-journal', /^journal process /, 5);
    expect(parentOf(job)).toBe(enqueue);

    const ai = find('maeum-journal', 'ai openai complete', 3);
    // The job → the model call, inside the journal: no hop through another process.
    const between: CollectedSpan[] = [];
    for (let span = parentOf(ai); span && span !== job; span = parentOf(span)) between.push(span);
    expect(parentOf(between.at(-1) ?? ai)).toBe(job);
    expect(between.filter((span) => span.service !== 'maeum-journal')).toEqual([]);
    expect(spans.filter((span) => span.service === 'maeum-worker')).toEqual([]);

    // The apps' log lines of this request name the trace.
    const lines = stack
      .app('gateway')
      .logs()
      .split('\n')
      .filter((line) => line.includes(traceId));
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.parse(lines[0])).toMatchObject({ trace_id: traceId });
  });
});
