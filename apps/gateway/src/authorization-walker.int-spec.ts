import { randomUUID } from 'node:crypto';
import { DOMAIN_SERVICES, QueueName } from '@maeum/contracts';
import { encodeJson, MessagingNames } from '@maeum/messaging';
import { Worker } from 'bullmq';
import { connect } from 'nats';
import {
  ApiClient,
  AuthorizationExclusion,
  AuthorizationFixture,
  AuthorizationWalkPlan,
  Caller,
  documentedOperations,
  DocumentedOperation,
  OpenApiDocument,
  Ids,
  planAuthorizationWalk,
  SignedUpUser,
  TestStack,
  waitFor,
  walkOperation,
} from '@maeum/testing';

// User B calling any operation with user A's ids gets the operation's refusal
// (404) and A's record stays as it was. The operations come from the gateway's OpenAPI document;
// one that names an id (a path parameter or body field `id`, `…Id`, `…_id`) and has neither a
// fixture nor a stated exclusion below fails the first test, naming it.

/** What the sandbox checkout hands the success page, kept out of `Ids` (they are matched in answers). */
const approvals = new Map<string, { amount: number; authKey: string; customerKey: string }>();

/** A's open order to Pro (an upgrade from Free and from Plus), approved in the sandbox window. */
async function openOrder(api: Caller, owner: SignedUpUser): Promise<Ids> {
  const started = await api.call('POST', '/api/payments/checkout', {
    token: owner.accessToken,
    body: { planId: 'pro', billingPeriod: 'monthly' },
  });
  const approved = await api.call('POST', '/api/payments/sandbox/approve', {
    token: owner.accessToken,
    body: { orderId: started.body.orderId },
  });
  approvals.set(started.body.orderId, approved.body);
  return { orderId: started.body.orderId };
}

/** A's paid invoice: the first upgrade pays one, later fixtures reuse it. */
async function paidInvoice(api: Caller, owner: SignedUpUser): Promise<Ids> {
  const listed = await api.call('GET', '/api/invoices', { token: owner.accessToken });
  if (listed.body.length) return { id: listed.body[0].id };
  const { orderId } = await openOrder(api, owner);
  const paid = await api.call('POST', '/api/payments/confirm', {
    token: owner.accessToken,
    body: { orderId, ...approvals.get(orderId) },
  });
  return { id: paid.body.invoice.id };
}

/** A's card on file, added without a charge. */
async function savedCard(api: Caller, owner: SignedUpUser): Promise<Ids> {
  const started = await api.call('POST', '/api/payment-methods', { token: owner.accessToken });
  const approved = await api.call('POST', '/api/payments/sandbox/approve', {
    token: owner.accessToken,
    body: { orderId: started.body.orderId },
  });
  await api.call('POST', '/api/payments/confirm', { token: owner.accessToken, body: approved.body });
  const cards = await api.call('GET', '/api/payment-methods', { token: owner.accessToken });
  return { id: cards.body[cards.body.length - 1].id };
}

const billingOf = async (api: Caller, owner: SignedUpUser) => ({
  subscription: (await api.call('GET', '/api/subscription', { token: owner.accessToken })).body,
  invoices: (await api.call('GET', '/api/invoices', { token: owner.accessToken })).body,
  cards: (await api.call('GET', '/api/payment-methods', { token: owner.accessToken })).body,
});

/** A's text session, with one message and its reply in it. */
async function talkedSession(api: Caller, owner: SignedUpUser): Promise<Ids> {
  const started = await api.call('POST', '/api/sessions', {
    token: owner.accessToken,
    body: { type: 'text', tone: 'normal', language: 'en' },
  });
  await api.call('POST', `/api/sessions/${started.body.session.id}/messages`, {
    token: owner.accessToken,
    body: { content: 'I have had a long week at work' },
    headers: { accept: 'application/json' },
  });
  return { id: started.body.session.id };
}

/** A's memory of an ended session. */
async function rememberedSession(api: Caller, owner: SignedUpUser): Promise<Ids> {
  const { id } = await talkedSession(api, owner);
  await api.call('POST', `/api/sessions/${id}/end`, { token: owner.accessToken });
  const memory = await api.call('GET', '/api/memory', { token: owner.accessToken });
  return { id: memory.body.items[0].id };
}

const memoryOf = async (api: Caller, owner: SignedUpUser) =>
  (await api.call('GET', '/api/memory', { token: owner.accessToken })).body;

/** A's voice session, with a spoken reply in it. */
async function spokenReply(api: Caller, owner: SignedUpUser): Promise<Ids> {
  const started = await api.call('POST', '/api/sessions', {
    token: owner.accessToken,
    body: { type: 'voice', tone: 'normal', language: 'en', voiceId: 'chill-bestie' },
  });
  const sent = await api.call('POST', `/api/sessions/${started.body.session.id}/messages`, {
    token: owner.accessToken,
    body: { content: 'I have had a long week at work' },
    headers: { accept: 'application/json' },
  });
  const id = started.body.session.id;
  return {
    id,
    messageId: sent.body.message.id,
    part: '0',
    sessionId: id,
    voiceId: 'chill-bestie',
    turnId: randomUUID(),
  };
}

/** A's ended session, rated 7 and counted in A's mood score (70). */
async function ratedSession(api: Caller, owner: SignedUpUser): Promise<Ids> {
  const { id } = await talkedSession(api, owner);
  await api.call('POST', `/api/sessions/${id}/end`, { token: owner.accessToken });
  await api.call('POST', `/api/sessions/${id}/rating`, { token: owner.accessToken, body: { rating: 7 } });
  for (let tries = 0; tries < 100; tries++) {
    const stats = await api.call('GET', '/api/profile/stats', { token: owner.accessToken });
    if (stats.body.overview?.moodScore === 70) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { id };
}

const moodOf = async (api: Caller, owner: SignedUpUser, ids: Ids) => ({
  session: await sessionOf(api, owner, ids),
  mood: (await api.call('GET', '/api/profile/stats', { token: owner.accessToken })).body.overview,
});

/** A's journal entry. */
async function journalEntry(api: Caller, owner: SignedUpUser): Promise<Ids> {
  const saved = await api.call('POST', '/api/journal/entries', {
    token: owner.accessToken,
    body: { title: 'Mine', content: 'Only I should read this.', tags: 'private' },
  });
  // The journal analyses it on its own queue: read back only once that is done, so the record
  // compared before and after user B's call is not still being written.
  await waitFor(
    async () =>
      (await api.call('GET', `/api/journal/entries/${saved.body.id}/analysis`, { token: owner.accessToken }))
        .status === 200,
    15_000,
  );
  return { id: saved.body.id };
}

const journalOf = async (api: Caller, owner: SignedUpUser) =>
  (await api.call('GET', '/api/journal/entries', { token: owner.accessToken })).body;

const sessionOf = async (api: Caller, owner: SignedUpUser, ids: Ids) =>
  (await api.call('GET', `/api/sessions/${ids.id}`, { token: owner.accessToken })).body;

/** A's account as an admin would act on it: A's own id (B is no admin, so B is refused 403 `not_admin`). */
const accountOf = async (_api: Caller, owner: SignedUpUser): Promise<Ids> => ({ id: owner.userId });

const accountAndPlanOf = async (api: Caller, owner: SignedUpUser) => ({
  me: (await api.call('GET', '/api/me', { token: owner.accessToken })).body,
  subscription: (await api.call('GET', '/api/subscription', { token: owner.accessToken })).body,
});

/** Keyed `METHOD path` as the document spells it: how to make A's record and read it back. */
const FIXTURES: Record<string, AuthorizationFixture> = {
  'POST /api/payments/sandbox/approve': {
    create: openOrder,
    body: ({ orderId }) => ({ orderId }),
    readBack: billingOf,
  },
  'POST /api/payments/confirm': {
    create: openOrder,
    body: ({ orderId }) => ({ orderId, ...approvals.get(orderId!) }),
    readBack: billingOf,
  },
  'GET /api/invoices/{id}/pdf': { create: paidInvoice, readBack: billingOf },
  'POST /api/invoices/{id}/refund': {
    create: paidInvoice,
    body: () => ({ reason: 'I would like my money back' }),
    readBack: billingOf,
  },
  'POST /api/payment-methods/{id}/default': { create: savedCard, readBack: billingOf },
  'DELETE /api/payment-methods/{id}': { create: savedCard, readBack: billingOf },
  'GET /api/sessions/{id}': { create: talkedSession, readBack: sessionOf },
  'POST /api/sessions/{id}/messages': {
    create: talkedSession,
    body: () => ({ content: 'words from someone else' }),
    readBack: sessionOf,
  },
  'POST /api/sessions/{id}/end': { create: talkedSession, readBack: sessionOf },
  'POST /api/sessions/{id}/rating': { create: ratedSession, body: () => ({ rating: 1 }), readBack: moodOf },
  'PATCH /api/memory/{id}': {
    create: rememberedSession,
    body: () => ({ content: 'rewritten by someone else' }),
    readBack: memoryOf,
  },
  'DELETE /api/memory/{id}': { create: rememberedSession, readBack: memoryOf },
  'POST /api/tts': {
    create: spokenReply,
    body: ({ sessionId, voiceId, turnId }) => ({
      text: 'Spoken into someone else’s session.',
      voiceId,
      sessionId,
      turnId,
      part: 0,
    }),
    readBack: sessionOf,
  },
  'POST /api/sessions/{id}/messages/{messageId}/spoken': {
    create: spokenReply,
    body: () => ({ heard: '' }),
    readBack: sessionOf,
  },
  'GET /api/journal/entries/{id}': { create: journalEntry, readBack: journalOf },
  'DELETE /api/journal/entries/{id}': { create: journalEntry, readBack: journalOf },
  'GET /api/journal/entries/{id}/analysis': { create: journalEntry, readBack: journalOf },
  'GET /api/sessions/{id}/messages/{messageId}/audio/{part}': { create: spokenReply, readBack: sessionOf },
  // The admin panel: user B is no admin, so every one is 403 `not_admin` and A's account stays.
  'GET /api/admin/users/{id}': { create: accountOf, readBack: accountAndPlanOf, refusals: [403] },
  'DELETE /api/admin/users/{id}': {
    create: accountOf,
    body: () => ({ confirmation: 'DELETE-someone@example.com' }),
    readBack: accountAndPlanOf,
    refusals: [403],
  },
  'POST /api/admin/users/{id}/plan': {
    // planId is a plan of the public catalogue; the account in the path is what is walked.
    create: async (api, owner) => ({ ...(await accountOf(api, owner)), planId: 'pro' }),
    body: ({ planId }) => ({ planId, reason: 'granted by someone who is no admin' }),
    readBack: accountAndPlanOf,
    refusals: [403],
  },
};

const EXCLUSIONS: Record<string, AuthorizationExclusion> = {
  'PATCH /api/me/preferences': {
    ids: ['body:voiceId'],
    reason: "a voice of the speech provider's catalogue, which every user may choose; no user owns it",
  },
  'POST /api/subscription/downgrade': {
    ids: ['body:planId'],
    reason: 'a plan of the public catalogue (free, lite, plus, pro); no user owns it',
  },
  'POST /api/payments/checkout': {
    ids: ['body:planId'],
    reason: 'a plan of the public catalogue; the order it opens belongs to the caller',
  },
  'POST /api/sessions': {
    ids: ['body:voiceId'],
    reason:
      "a voice of the companion's catalogue, which every user may choose; the session it opens is the caller's",
  },
  'POST /api/admin/dead-letters/{id}/retry': {
    ids: ['path:id'],
    reason:
      'a dead letter of the system, which no user owns; a non-admin is refused it (the admin test below)',
  },
  'POST /api/admin/failed-jobs/{queue}/{jobId}/retry': {
    ids: ['path:jobId'],
    reason:
      'a failed job of the system, which no user owns; a non-admin is refused it (the admin test below)',
  },
};

/** Today's operations that name no id: proves the document was read and walked whole. */
const WITHOUT_IDS = [
  'GET /api/health',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/auth/oauth/{provider}', // a provider's name (google, kakao), not a record
  'GET /api/me',
  'DELETE /api/me',
  'PATCH /api/me/profile',
  'GET /api/me/preferences',
  'GET /api/me/context',
  'PUT /api/me/context',
  'POST /api/me/onboarding',
  'GET /api/me/export',
  'GET /api/plans',
  'GET /api/safety/crisis-lines',
  'GET /api/subscription',
  'GET /api/subscription/limits',
  'POST /api/subscription/cancel',
  'POST /api/subscription/resume',
  'GET /api/features/{name}', // a feature's name (mood-boosters…), not a record
  'POST /api/features/{name}/preview',
  'GET /api/invoices',
  'GET /api/payment-methods',
  'POST /api/payment-methods',
  'POST /api/webhooks/toss', // Toss's event; the order it names is only looked up at Toss
  'GET /api/sessions',
  'POST /api/me/chat-history/reset',
  'GET /api/memory',
  'DELETE /api/memory',
  'PATCH /api/memory/settings',
  'GET /api/mood-boosters',
  // A booster of the public catalogue, not a record; what it stores is the caller's own.
  'POST /api/mood-boosters/{slug}/activate',
  'POST /api/mood-boosters/{slug}/events',
  'POST /api/mood-boosters/emoji-echo',
  'GET /api/habits',
  'PUT /api/habits/{date}', // a day of the caller's own calendar, not a record
  'GET /api/profile/stats',
  'GET /api/insights',
  'POST /api/page-visits',
  'GET /api/admin/access',
  'POST /api/admin/session',
  'GET /api/admin/users',
  'GET /api/admin/sessions',
  'GET /api/admin/audit-logs',
  'GET /api/admin/audit-logs/export',
  'GET /api/admin/overview',
  'GET /api/admin/failures',
  'GET /api/reminders',
  'PUT /api/reminders',
  'POST /api/reminders/stop', // no caller: the signed token names the person
  'POST /api/push-subscriptions',
  'DELETE /api/push-subscriptions', // this device's endpoint, deleted only among the caller's own
  'GET /api/mentor/review',
  'PUT /api/mentor/goal',
];

/** Reads of a Pro feature: B (on Free) is refused them with 403 plan_required. */
const PRO_READS = ['GET /api/mentor/review'];

/** Every route of the admin panel: a non-admin gets 403 `not_admin` on each, and nothing changes. */
const ADMIN_OPERATIONS = [
  'GET /api/admin/access',
  'POST /api/admin/session',
  'GET /api/admin/users',
  'GET /api/admin/users/{id}',
  'DELETE /api/admin/users/{id}',
  'POST /api/admin/users/{id}/plan',
  'GET /api/admin/sessions',
  'GET /api/admin/audit-logs',
  'GET /api/admin/audit-logs/export',
  'GET /api/admin/overview',
  'GET /api/admin/failures',
  'POST /api/admin/dead-letters/{id}/retry',
  'POST /api/admin/failed-jobs/{queue}/{jobId}/retry',
];

/** A dead letter and a failed job for B to try to retry: they must still be waiting afterwards. */
async function parkedFailures(stack: TestStack) {
  const names = new MessagingNames(stack.env.MESSAGING_NAMESPACE!);
  const nc = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  const js = nc.jetstream();
  const jsm = await nc.jetstreamManager();
  const { seq } = await js.publish(
    names.deadLetter('walker-consumer'),
    encodeJson({
      consumer: 'walker-consumer',
      subject: names.event('auth.user.registered.v1'),
      streamSeq: 1,
      deliveries: 6,
      reason: 'walked',
      event: { id: randomUUID(), type: 'auth.user.registered.v1', data: {} },
    }),
  );
  const queue = stack.queue(QueueName.maintenance);
  const connection = stack.redis.duplicate();
  const failed = new Worker(
    QueueName.maintenance,
    async () => {
      throw new Error('walked');
    },
    { connection, prefix: `${stack.env.MESSAGING_NAMESPACE}:bull` },
  );
  const job = await queue.add('outbox-cleanup', { olderThanDays: 7 }, { attempts: 1 });
  const deadline = Date.now() + 10_000;
  while ((await job.getState()) !== 'failed' && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  await failed.close();
  connection.disconnect();
  const still = async () => ({
    deadLetter: await jsm.streams
      .getMessage(names.deadLetterStream, { seq })
      .then(() => true)
      .catch(() => false),
    job: await job.getState(),
  });
  return {
    paths: { id: String(seq), queue: QueueName.maintenance, jobId: job.id! },
    still,
    close: () => nc.close(),
  };
}

describe('user B with user A’s ids, on every operation of the OpenAPI document', () => {
  let stack: TestStack;
  const api = new ApiClient(() => stack.gateway.url);
  let operations: DocumentedOperation[];
  let plan: AuthorizationWalkPlan;
  let a: SignedUpUser;
  let b: SignedUpUser;

  beforeAll(async () => {
    stack = await TestStack.start({ services: [...DOMAIN_SERVICES] });
    const document = (await api.get('/api/docs-json')).body as OpenApiDocument;
    operations = documentedOperations(document);
    plan = planAuthorizationWalk(operations, FIXTURES, EXCLUSIONS);
    [a, b] = await Promise.all([api.signUp({ fullName: 'Ji Woo' }), api.signUp({ fullName: 'Seo Yeon' })]);
  }, 60_000);

  afterAll(() => stack?.stop());

  it('has a fixture or a stated exclusion for every operation that names an id', () => {
    console.log(
      `authorization walker: ${operations.length} operations, ${plan.walk.length} walked, ` +
        `${plan.excluded.length} excluded (${plan.excluded.join(', ')}), ${plan.withoutIds.length} without ids`,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.withoutIds).toEqual(expect.arrayContaining(WITHOUT_IDS));
    expect(plan.excluded.sort()).toEqual(Object.keys(EXCLUSIONS).sort());
    expect(plan.walk.map((w) => w.operation.key).sort()).toEqual(Object.keys(FIXTURES).sort());
  });

  it('refuses user B user A’s ids, and leaves user A’s records unchanged', async () => {
    for (const step of plan.walk) expect(await walkOperation(api, step, a, b)).toEqual([]);
  }, 120_000);

  it('never shows user B user A’s e-mail or id on a signed-in read', async () => {
    // Reads that need nothing but the caller (a search needs its words: it is fuzzed, not read here).
    // The admin panel's reads answer a non-admin 403 (the test below).
    const reads = operations.filter(
      (o) =>
        o.method === 'GET' &&
        !o.path.startsWith('/api/admin/') &&
        o.operation.security?.length &&
        !o.path.includes('{') &&
        !o.operation.parameters?.some((p) => p.in === 'query' && p.required),
    );
    expect(reads.map((o) => o.key)).toEqual(expect.arrayContaining(['GET /api/me', 'GET /api/me/export']));
    // The control: the same read as A does show A, so the needles below are the right ones.
    expect((await api.get('/api/me', { token: a.accessToken })).text).toContain(a.email);
    for (const { key, path } of reads) {
      const answer = await api.get(path, { token: b.accessToken });
      // A Pro read answers a Free caller 403 plan_required: still nothing of A's.
      const status = PRO_READS.includes(key) ? 403 : 200;
      expect({ key, status: answer.status }).toEqual({ key, status });
      expect({ key, showsA: [a.email, a.userId].filter((s) => answer.text.includes(s)) }).toEqual({
        key,
        showsA: [],
      });
    }
  });

  it('answers a non-admin 403 not_admin on every admin route, and nothing changes', async () => {
    const admin = operations.filter((o) => o.path.startsWith('/api/admin/'));
    expect(admin.map((o) => o.key).sort()).toEqual([...ADMIN_OPERATIONS].sort());
    const audit = async () =>
      (await stack.db.query(`SELECT count(*)::int AS n FROM admin.audit_log`)).rows[0].n;
    const failures = await parkedFailures(stack);
    expect(await failures.still()).toEqual({ deadLetter: true, job: 'failed' });
    const before = {
      audit: await audit(),
      a: await accountAndPlanOf(api, a),
      b: await accountAndPlanOf(api, b),
      failures: await failures.still(),
    };
    const bodies: Record<string, unknown> = {
      'POST /api/admin/session': { password: b.password },
      'DELETE /api/admin/users/{id}': { confirmation: `DELETE-${a.email}` },
      'POST /api/admin/users/{id}/plan': { planId: 'lite', reason: 'no admin' },
    };
    // A's account where a route names a user; the waiting dead letter and failed job where it names those.
    const concrete = (path: string) =>
      path.startsWith('/api/admin/users/')
        ? path.replace('{id}', a.userId)
        : path.replace(/\{(\w+)\}/g, (_, name: keyof typeof failures.paths) => failures.paths[name]);
    for (const { key, method, path } of admin) {
      const answer = await api.call(method, concrete(path), {
        token: b.accessToken,
        body: bodies[key],
      });
      expect({ key, status: answer.status, code: answer.body?.code }).toEqual({
        key,
        status: 403,
        code: 'not_admin',
      });
      expect({ key, showsA: answer.text.includes(a.email) }).toEqual({ key, showsA: false });
    }
    expect({
      audit: await audit(),
      a: await accountAndPlanOf(api, a),
      b: await accountAndPlanOf(api, b),
      failures: await failures.still(),
    }).toEqual(before);
    await failures.close();
  });
});
