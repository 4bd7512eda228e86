// What password sign-in costs with Argon2id at OWASP parameters (19 MiB, t=2, p=1), and whether
// hashing starves everything else: GET /api/me latency while sign-ins run at a steady 20 per second.
// Target (the accounts issue): GET /api/me p99 <= 25 ms under 20 sign-ins/s.
// Rate limits are real here, so every request speaks from its own address (X-Forwarded-For; the
// gateway trusts loopback proxies) and the sign-ins rotate over many accounts.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { LatencyHistogram } from './lib/load.mjs';
import { steadyRate } from './lib/steady.mjs';
import { table } from './lib/report.mjs';

const ACCOUNTS = 24;
const PASSWORD = 'a lantern by the sea';
// /api/me is offered at an even, open-loop rate (as real traffic arrives: lib/steady.mjs) next to
// sign-ins at an even 20/s; closed-loop saturation figures are reported too, but at saturation p99
// is the queue, not the hashing. One row keeps autocannon's own pacing, which sends each second's
// requests in bursts of one per connection, to show what that shape costs.
const TARGET = { meP99Ms: 25, signInsPerSecond: 20, meRequestsPerSecond: 100 };

let address = 0;
const nextIp = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

export default {
  name: 'sign-in',
  description: 'sign-in throughput and p99 (Argon2id), and GET /api/me p99 while 20 sign-ins/s run',
  apps: ['auth', 'gateway'],

  async run(ctx) {
    const { gateway } = ctx.apps;
    const emails = await seedAccounts(gateway.url, ctx.env.id);
    const me = await signIn(gateway.url, emails[0]);
    const signInRequest = (index) => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ email: emails[index % emails.length], password: PASSWORD }),
    });
    let turn = 0;
    const signIns = (options) =>
      measure({ url: gateway.url, requests: [{ setupRequest: () => signInRequest(turn++) }], ...options });
    const readMe = (options) =>
      measure({
        url: `${gateway.url}/api/me`,
        headers: { authorization: `Bearer ${me.accessToken}` },
        ...options,
      });

    ctx.log('sign-in alone: warm-up, then measured (8 connections)');
    await signIns({ connections: 8, duration: ctx.options.warmupSeconds });
    const alone = await signIns({ connections: 8, duration: ctx.options.durationSeconds });
    ctx.log(`  ${alone.perSecond} sign-ins/s, p50 ${alone.p50} ms, p99 ${alone.p99} ms`);

    ctx.log('GET /api/me alone (10 connections)');
    const meAlone = await readMe({ connections: 10, duration: ctx.options.durationSeconds });
    ctx.log(`  ${meAlone.perSecond} req/s, p99 ${meAlone.p99} ms`);

    const steadyMe = (options) =>
      steadyRate({
        url: gateway.url,
        request: () => ({ path: '/api/me', headers: { authorization: `Bearer ${me.accessToken}` } }),
        ...options,
      });
    const steadySignIns = (options) =>
      steadyRate({ url: gateway.url, request: (i) => signInRequest(i), ...options });

    // The floor of this machine: the cheapest route, no hop, no database, at the same steady rate.
    const floor = await steadyRate({
      url: gateway.url,
      request: () => ({ path: '/api/health/live' }),
      rate: TARGET.meRequestsPerSecond,
      durationSeconds: ctx.options.durationSeconds,
    });

    ctx.log(`GET /api/me at an even ${TARGET.meRequestsPerSecond}/s, alone`);
    const meSteady = await steadyMe({
      rate: TARGET.meRequestsPerSecond,
      durationSeconds: ctx.options.durationSeconds,
    });
    ctx.log(`  p99 ${meSteady.p99} ms`);

    ctx.log(
      `GET /api/me at an even ${TARGET.meRequestsPerSecond}/s while sign-ins run at an even ${TARGET.signInsPerSecond}/s`,
    );
    const [background, meLoaded] = await Promise.all([
      steadySignIns({ rate: TARGET.signInsPerSecond, durationSeconds: ctx.options.durationSeconds + 1 }),
      steadyMe({ rate: TARGET.meRequestsPerSecond, durationSeconds: ctx.options.durationSeconds }),
    ]);
    ctx.log(
      `  sign-ins ${background.perSecond}/s; /api/me ${meLoaded.perSecond} req/s, p99 ${meLoaded.p99} ms`,
    );

    ctx.log(`the same with autocannon's pacing (bursts of one request per connection)`);
    const [, meBursts] = await Promise.all([
      signIns({
        connections: 10,
        overallRate: TARGET.signInsPerSecond,
        duration: ctx.options.durationSeconds + 1,
      }),
      readMe({
        connections: 10,
        overallRate: TARGET.meRequestsPerSecond,
        duration: ctx.options.durationSeconds,
      }),
    ]);

    ctx.log(
      `GET /api/me (10 connections, as fast as it goes) while sign-ins run at ${TARGET.signInsPerSecond}/s`,
    );
    const [, meSaturated] = await Promise.all([
      signIns({
        connections: 10,
        overallRate: TARGET.signInsPerSecond,
        duration: ctx.options.durationSeconds + 1,
      }),
      readMe({ connections: 10, duration: ctx.options.durationSeconds }),
    ]);

    const clean = [alone, meAlone, meSteady, background, meLoaded, meBursts, meSaturated].every(
      (r) => r.failed === 0,
    );
    const pass =
      clean && meLoaded.p99 <= TARGET.meP99Ms && background.perSecond >= TARGET.signInsPerSecond * 0.9;
    const rows = [
      ['POST /api/auth/login', 'alone, 8 conns', alone.perSecond, alone.p50, alone.p99, alone.failed],
      ['GET /api/me', 'alone, 10 conns', meAlone.perSecond, meAlone.p50, meAlone.p99, meAlone.failed],
      [
        'POST /api/auth/login',
        `even ${TARGET.signInsPerSecond}/s`,
        background.perSecond,
        background.p50,
        background.p99,
        background.failed,
      ],
      [
        'GET /api/health/live',
        `even ${TARGET.meRequestsPerSecond}/s (machine floor)`,
        floor.perSecond,
        floor.p50,
        floor.p99,
        floor.failed,
      ],
      [
        'GET /api/me',
        `even ${TARGET.meRequestsPerSecond}/s, alone`,
        meSteady.perSecond,
        meSteady.p50,
        meSteady.p99,
        meSteady.failed,
      ],
      [
        'GET /api/me',
        `even ${TARGET.meRequestsPerSecond}/s + ${TARGET.signInsPerSecond} sign-ins/s`,
        meLoaded.perSecond,
        meLoaded.p50,
        meLoaded.p99,
        meLoaded.failed,
      ],
      [
        'GET /api/me',
        `${TARGET.meRequestsPerSecond}/s in bursts + ${TARGET.signInsPerSecond} sign-ins/s`,
        meBursts.perSecond,
        meBursts.p50,
        meBursts.p99,
        meBursts.failed,
      ],
      [
        'GET /api/me',
        `10 conns + ${TARGET.signInsPerSecond} sign-ins/s`,
        meSaturated.perSecond,
        meSaturated.p50,
        meSaturated.p99,
        meSaturated.failed,
      ],
    ];
    const summary = [
      table(['request', 'load', 'per s', 'p50 ms', 'p99 ms', 'failed'], rows, [
        'left',
        'left',
        'right',
        'right',
        'right',
        'right',
      ]),
      '',
      `target: GET /api/me (${TARGET.meRequestsPerSecond}/s) p99 <= ${TARGET.meP99Ms} ms while ${TARGET.signInsPerSecond} sign-ins/s run: ` +
        `${meLoaded.p99} ms at ${background.perSecond} sign-ins/s -> ${pass ? 'PASS' : 'MISS'}${clean ? '' : ' (some requests failed)'}`,
      `hashing: Argon2id m=19 MiB, t=2, p=1 on the libuv pool at nice ${process.env.PASSWORD_HASH_NICENESS ?? '10 (default)'} (apps/auth/src/accounts/password-hasher.ts, thread-pool-priority.ts)`,
    ].join('\n');
    return {
      summary,
      pass,
      data: { target: TARGET, floor, alone, meAlone, meSteady, background, meLoaded, meBursts, meSaturated },
    };
  },
};

/** One autocannon run: successes per second and latency of the 2xx answers. */
async function measure(options) {
  const latencies = new LatencyHistogram();
  const instance = autocannon({ timeout: 20, ...options });
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) latencies.record(ms);
  });
  const result = await new Promise((resolve, reject) => instance.then(resolve, reject));
  const summary = latencies.summary();
  return {
    perSecond: Math.round((result['2xx'] / result.duration) * 10) / 10,
    p50: summary.p50,
    p99: summary.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    statusCodes: result.statusCodeStats,
  };
}

async function seedAccounts(gatewayUrl, id) {
  const emails = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const email = `bench-${id}-${i}-${randomBytes(2).toString('hex')}@example.com`;
    const response = await fetch(`${gatewayUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({
        fullName: `Bench ${i}`,
        email,
        password: PASSWORD,
        consent: { terms: true, sensitiveData: true, age: true },
      }),
    });
    if (response.status !== 201)
      throw new Error(`seeding ${email}: ${response.status} ${await response.text()}`);
    emails.push(email);
  }
  return emails;
}

async function signIn(gatewayUrl, email) {
  const response = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.json();
}
