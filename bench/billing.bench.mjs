// Billing's targets (issues #9, #21), measured in one run on one stack:
//   limits:   GET /api/subscription/limits at an even 200 req/s (open loop, lib/steady.mjs): p99 <= 5 ms
//   reserve:  the reservation the sessions service asks before each message (billing.usage.reserve
//             over NATS: the session's place pinned and one of the day's texts held, in one
//             transaction) of 1,000 Free users in turn, at an even 200/s, each hold then given
//             back: p99 <= 5 ms, beside /api/me at the same rate
//   invoices: GET /api/invoices of a user with 500 invoices keeps >= 50 % of the req/s of the hop
//             bench's read shape (GET /api/diagnostics/read/rpc: one row through NATS), same run
//   reset:    the monthly usage reset (billing.maintenance.usage-reset, over NATS as the worker asks
//             it) of 1,000,000 subscriptions: <= 10 s
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { signUpBenchUser } from './lib/accounts.mjs';
import { randomUUID } from 'node:crypto';
import { checkTarget } from './lib/load.mjs';
import { table } from './lib/report.mjs';
import { steadyCalls, steadyRate } from './lib/steady.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { connect } = require('nats');

const TARGET = {
  limitsRate: 200,
  maxLimitsP99Ms: 5,
  minInvoicesRatio: 0.5,
  maxReserveP99Ms: 5,
  reservers: 1000,
  invoices: 500,
  subscriptions: 1_000_000,
  maxResetSeconds: 10,
};

export default {
  name: 'billing',
  description: 'subscription limits at 200 req/s, 500 invoices vs the hop read, the 1M-row usage reset',
  apps: ['auth', 'billing', 'gateway'],
  diagnostics: true,

  async run(ctx) {
    const { gateway } = ctx.apps;
    const session = await signUpBenchUser(gateway.url, ctx.env.id);
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const db = new Client({ connectionString: ctx.env.appEnv.DATABASE_URL });
    await db.connect();
    try {
      // The Free subscription follows the sign-up event.
      for (let i = 0; i < 100; i++) {
        const { rowCount } = await db.query('SELECT 1 FROM billing.user_subscriptions WHERE user_id = $1', [
          session.user.id,
        ]);
        if (rowCount) break;
        await new Promise((r) => setTimeout(r, 100));
      }

      // --- limits at an even rate ---
      const limitsTarget = {
        method: 'GET',
        url: `${gateway.url}/api/subscription/limits?type=voice`,
        headers: auth,
      };
      const answer = JSON.parse((await checkTarget(limitsTarget)).body);
      if (typeof answer.allowed !== 'boolean') throw new Error(`limits answered ${JSON.stringify(answer)}`);
      const steady = (durationSeconds) =>
        steadyRate({
          url: gateway.url,
          rate: TARGET.limitsRate,
          durationSeconds,
          request: () => ({ path: '/api/subscription/limits?type=voice', headers: auth }),
        });
      ctx.log(
        `limits: warm-up ${ctx.options.warmupSeconds} s, then ${ctx.options.durationSeconds} s at ${TARGET.limitsRate}/s`,
      );
      await steady(ctx.options.warmupSeconds);
      const limits = await steady(ctx.options.durationSeconds);
      ctx.log(`  ${limits.perSecond}/s, p50 ${limits.p50} ms, p99 ${limits.p99} ms, ${limits.failed} failed`);
      // The same open-loop rate on GET /api/me (token check, hop to auth, one read): the platform's
      // own figure for one signed-in hop on this machine, beside billing's.
      const steadyMe = (durationSeconds) =>
        steadyRate({
          url: gateway.url,
          rate: TARGET.limitsRate,
          durationSeconds,
          request: () => ({ path: '/api/me', headers: auth }),
        });
      // And the gateway's cheapest route (no token, no hop): the floor of this machine at that rate.
      const steadyLive = (durationSeconds) =>
        steadyRate({
          url: gateway.url,
          rate: TARGET.limitsRate,
          durationSeconds,
          request: () => ({ path: '/api/health/live' }),
        });
      ctx.log('/api/health/live at the same rate, for reference');
      await steadyLive(ctx.options.warmupSeconds);
      const live = await steadyLive(ctx.options.durationSeconds);
      ctx.log(`  ${live.perSecond}/s, p50 ${live.p50} ms, p99 ${live.p99} ms, ${live.failed} failed`);
      ctx.log('/api/me at the same rate, for reference');
      await steadyMe(ctx.options.warmupSeconds);
      const me = await steadyMe(ctx.options.durationSeconds);
      ctx.log(`  ${me.perSecond}/s, p50 ${me.p50} ms, p99 ${me.p99} ms, ${me.failed} failed`);

      // --- the reservation before each message, at the same rate ---
      const { RpcClient, MessagingNames } = require(join(ctx.root, 'dist/node/libs/messaging/src/index.js'));
      const nc = await connect({ servers: ctx.env.appEnv.NATS_URL });
      let reserve;
      try {
        const rpc = new RpcClient(nc, new MessagingNames(ctx.env.namespace), 10_000);
        // Many people, each with a session open: one person sends a few messages a minute (the
        // gateway allows 20), so 200/s is 200 people's messages, not one person's.
        const people = Array.from({ length: TARGET.reservers }, () => ({
          userId: randomUUID(),
          sessionId: randomUUID(),
        }));
        await db.query(
          `INSERT INTO billing.user_subscriptions (user_id, plan_id, last_reset_date, customer_key)
           SELECT u, 'free', date_trunc('month', now() AT TIME ZONE 'Asia/Seoul')::date, gen_random_uuid()
             FROM unnest($1::uuid[]) u`,
          [people.map((p) => p.userId)],
        );
        const steadyReserve = (durationSeconds) => {
          let next = 0;
          return steadyCalls(TARGET.limitsRate, durationSeconds, async () => {
            const { userId, sessionId } = people[next++ % people.length];
            const holdId = randomUUID();
            const answer = await rpc.request(
              'billing.usage.reserve',
              { session: { holdId: sessionId, type: 'text', reply: true }, text: { holdId } },
              { userId },
            );
            // Given back after the answer (not timed), as a failed reply would: the day's texts last.
            void rpc
              .request('billing.usage.release', { holdIds: [holdId] }, { userId })
              .catch(() => undefined);
            return answer.allowed;
          });
        };
        ctx.log(
          `reserve: warm-up ${ctx.options.warmupSeconds} s, then ${ctx.options.durationSeconds} s at ${TARGET.limitsRate}/s`,
        );
        await steadyReserve(ctx.options.warmupSeconds);
        reserve = await steadyReserve(ctx.options.durationSeconds);
        ctx.log(
          `  ${reserve.perSecond}/s, p50 ${reserve.p50} ms, p99 ${reserve.p99} ms, ${reserve.refused} refused, ${reserve.failed} failed`,
        );
      } finally {
        await nc.drain();
      }

      // --- 500 invoices vs the hop's one-row read ---
      await db.query(
        `INSERT INTO billing.invoices (user_id, order_id, plan_id, plan_name, billing_period, amount, status, payment_key,
                card_brand, card_last4, period_start, period_end, created_at)
         SELECT $1, 'bench_' || g, 'plus', 'Plus', 'monthly', 13387, 'paid', 'pay_' || g, '신한', '1234',
                now() - g * interval '1 day', now() - (g - 30) * interval '1 day', now() - g * interval '1 day'
           FROM generate_series(1, $2) g`,
        [session.user.id, TARGET.invoices],
      );
      const invoicesTarget = { method: 'GET', url: `${gateway.url}/api/invoices`, headers: auth };
      const listed = JSON.parse((await checkTarget(invoicesTarget)).body);
      if (listed.length !== 20)
        throw new Error(`GET /api/invoices listed ${listed.length}, not a page of 20`);
      const hopTarget = {
        method: 'GET',
        url: `${gateway.url}/api/diagnostics/read/rpc`,
        headers: { 'x-diagnostics-user': session.user.id },
      };
      await checkTarget(hopTarget);
      const closed = {};
      for (const [name, target] of [
        ['hop read', hopTarget],
        ['invoices', invoicesTarget],
      ]) {
        ctx.log(
          `${name}: warm-up ${ctx.options.warmupSeconds} s, then ${ctx.options.durationSeconds} s measured`,
        );
        await ctx.load(target, { durationSeconds: ctx.options.warmupSeconds });
        closed[name] = await ctx.load(target, { durationSeconds: ctx.options.durationSeconds });
        ctx.log(
          `  ${closed[name].reqPerSec} req/s, p50 ${closed[name].latency.p50} ms, p99 ${closed[name].latency.p99} ms`,
        );
      }
      const invoicesRatio =
        Math.round((closed.invoices.reqPerSec / closed['hop read'].reqPerSec) * 1000) / 1000;

      // --- the monthly reset of 1,000,000 subscriptions ---
      ctx.log(`reset: seeding ${TARGET.subscriptions.toLocaleString('en-US')} subscriptions`);
      await db.query(
        `INSERT INTO billing.user_subscriptions (user_id, plan_id, sessions_used, voice_sessions_used, text_sessions_used,
                last_reset_date, customer_key)
         SELECT gen_random_uuid(), 'free', 2, 1, 1, date '2000-01-01', gen_random_uuid() FROM generate_series(1, $1)`,
        [TARGET.subscriptions - 1],
      );
      await db.query(
        `UPDATE billing.user_subscriptions SET last_reset_date = date '2000-01-01' WHERE user_id = $1`,
        [session.user.id],
      );
      // The reset is timed on its own: the seed's dirty pages are written out first.
      await db.query('VACUUM ANALYZE billing.user_subscriptions');
      await db.query('CHECKPOINT');
      const resetNc = await connect({ servers: ctx.env.appEnv.NATS_URL });
      let reset;
      let resetSeconds;
      try {
        const rpc = new RpcClient(resetNc, new MessagingNames(ctx.env.namespace), 120_000);
        ctx.log('reset: asking billing for the monthly reset');
        const started = performance.now();
        reset = await rpc.request('billing.maintenance.usage-reset', {});
        resetSeconds = Math.round((performance.now() - started) / 10) / 100;
      } finally {
        await resetNc.drain();
      }
      if (reset.reset !== TARGET.subscriptions) throw new Error(`the reset touched ${reset.reset} rows`);
      ctx.log(`  ${reset.reset.toLocaleString('en-US')} rows in ${resetSeconds} s`);

      const checks = {
        limits: limits.failed === 0 && limits.p99 <= TARGET.maxLimitsP99Ms,
        reserve: reserve.failed === 0 && reserve.p99 <= TARGET.maxReserveP99Ms,
        invoices:
          !closed.invoices.non2xx && !closed.invoices.errors && invoicesRatio >= TARGET.minInvoicesRatio,
        reset: resetSeconds <= TARGET.maxResetSeconds,
      };
      const pass = Object.values(checks).every(Boolean);
      const verdict = (ok) => (ok ? 'PASS' : 'MISS');
      const summary = [
        table(
          ['measure', 'figure', 'target', ''],
          [
            [
              'GET /api/subscription/limits, p99 at 200/s',
              `${limits.p99.toFixed(2)} ms (p50 ${limits.p50.toFixed(2)}, ${limits.perSecond}/s)`,
              `<= ${TARGET.maxLimitsP99Ms} ms`,
              verdict(checks.limits),
            ],
            [
              'billing.usage.reserve (pin + text hold) at 200/s, p99',
              `${reserve.p99.toFixed(2)} ms (p50 ${reserve.p50.toFixed(2)}, ${reserve.perSecond}/s, ${reserve.refused} refused)`,
              `<= ${TARGET.maxReserveP99Ms} ms`,
              verdict(checks.reserve),
            ],
            [
              'GET /api/health/live at 200/s (reference), p99',
              `${live.p99.toFixed(2)} ms (p50 ${live.p50.toFixed(2)})`,
              '',
              '',
            ],
            [
              'GET /api/me at 200/s (reference), p99',
              `${me.p99.toFixed(2)} ms (p50 ${me.p50.toFixed(2)})`,
              '',
              '',
            ],
            [
              'GET /api/invoices (first page of 500), req/s',
              `${closed.invoices.reqPerSec.toLocaleString('en-US')} (p99 ${closed.invoices.latency.p99} ms)`,
              '',
              '',
            ],
            ['hop read via NATS, req/s', closed['hop read'].reqPerSec.toLocaleString('en-US'), '', ''],
            [
              'invoices / hop read',
              `${(invoicesRatio * 100).toFixed(1)} %`,
              `>= ${TARGET.minInvoicesRatio * 100} %`,
              verdict(checks.invoices),
            ],
            [
              'usage reset of 1,000,000 rows',
              `${resetSeconds} s`,
              `<= ${TARGET.maxResetSeconds} s`,
              verdict(checks.reset),
            ],
          ],
          ['left', 'right', 'right', 'left'],
        ),
      ].join('\n');
      return {
        summary,
        pass,
        data: {
          target: TARGET,
          checks,
          limits,
          reserve,
          meReference: me,
          liveReference: live,
          invoices: closed.invoices,
          hopRead: closed['hop read'],
          invoicesRatio,
          reset: { ...reset, seconds: resetSeconds },
        },
      };
    } finally {
      await db.end();
    }
  },
};
