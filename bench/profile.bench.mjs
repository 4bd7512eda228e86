// The profile's statistics and the insights (issue #24), measured in one run on one stack, for a
// person with 365 days of habits, 500 rated sessions and 1,000 analysed journal entries on Pro
// (so the insights read everything):
//   stats:    GET /api/profile/stats keeps >= 50 % of the req/s of the hop bench's read shape
//             (GET /api/diagnostics/read/rpc) in the same run, at 50 connections, with p99 <= 30 ms
//   insights: GET /api/insights, the same targets
// The habit days older than the 30 editable ones and the session analytics are written straight
// into the journal's tables (the analytics are what its sessions.session.ended/rated consumers
// write; a year of days cannot be written through the API, which takes the last 30 only); the
// entries go through POST /api/journal/entries and the analysis job, sealed as any entry is.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { signUpBenchUser } from './lib/accounts.mjs';
import { writeEntries } from './lib/journal-entries.mjs';
import { checkTarget } from './lib/load.mjs';
import { table } from './lib/report.mjs';

const require = createRequire(import.meta.url);
const { connect } = require('nats');
const { Client } = require('pg');

const TARGET = {
  habitDays: 365,
  sessions: 500,
  entries: 1000,
  minRatio: 0.5,
  maxP99Ms: 30,
  connections: 50,
};

const TEXTS = [
  'Work was a lot today. I was anxious before the review, but a walk by the river helped and I felt calmer.',
  'I felt lonely tonight and tired of pretending. Still, I made dinner for myself and wrote this.',
  '오늘은 회의 때문에 너무 불안했어요. 저녁에 친구와 통화하면서 웃었고 감사한 마음이 들었어요.',
  '요즘 계속 지치고 힘들어요. 그래도 따뜻한 차를 마시고 일기를 썼어요.',
];

export default {
  name: 'profile',
  description: 'GET /api/profile/stats and GET /api/insights of a year of data vs the hop read',
  apps: ['auth', 'billing', 'journal', 'gateway'],
  diagnostics: true,

  async run(ctx) {
    const { gateway } = ctx.apps;
    const session = await signUpBenchUser(gateway.url, ctx.env.id);
    const userId = session.user.id;
    const auth = { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' };

    ctx.log(`seeding ${TARGET.entries} entries through POST /api/journal/entries`);
    const ids = await writeEntries(gateway.url, auth, TARGET.entries, (n) => ({
      content: TEXTS[n % TEXTS.length],
      tags: n % 3 ? 'work, sleep' : 'family',
    }));
    const { RpcClient, MessagingNames } = require(join(ctx.root, 'dist/node/libs/messaging/src/index.js'));
    const nc = await connect({ servers: ctx.env.appEnv.NATS_URL });
    try {
      const rpc = new RpcClient(nc, new MessagingNames(ctx.env.namespace), 30_000);
      ctx.log(`analysing ${ids.length} entries`);
      let at = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (at < ids.length) await rpc.request('journal.analysis.run', { entryId: ids[at++], userId });
        }),
      );
    } finally {
      await nc.drain();
    }

    const db = new Client({ connectionString: ctx.env.appEnv.DATABASE_URL });
    await db.connect();
    try {
      ctx.log(
        `seeding ${TARGET.habitDays} habit days, ${TARGET.sessions} rated sessions and a year of entry dates`,
      );
      await db.query(
        `INSERT INTO journal.daily_habits (user_id, date, breakfast, lunch, dinner, water_glasses, physical_activity,
                                           mindfulness, social_connection, sleep_quality)
         SELECT $1, (now() AT TIME ZONE 'Asia/Seoul')::date - d, d % 2 = 0, true, d % 3 <> 0, d % 9, d % 2 = 0,
                d % 4 = 0, d % 5 = 0, (ARRAY['poor', 'fair', 'good', 'great'])[1 + d % 4]
           FROM generate_series(0, $2 - 1) AS d`,
        [userId, TARGET.habitDays],
      );
      const sessionIds = Array.from({ length: TARGET.sessions }, () => randomUUID());
      await db.query(
        `INSERT INTO journal.user_session_analytics
           (session_id, user_id, session_type, messages_count, duration_seconds, mood_direction, started_at, ended_at,
            satisfaction_rating, rated_at)
         SELECT s.id, $1, CASE WHEN s.n % 3 = 0 THEN 'voice' ELSE 'text' END, 4 + s.n % 20, 120 + (s.n % 25) * 60,
                (ARRAY['lighter', 'same', 'heavier', 'unclear'])[1 + s.n % 4],
                now() - make_interval(hours => (s.n * 17)::int) - interval '10 minutes', now() - make_interval(hours => (s.n * 17)::int),
                1 + s.n % 10, now() - make_interval(hours => (s.n * 17)::int)
           FROM unnest($2::uuid[]) WITH ORDINALITY AS s(id, n)`,
        [userId, sessionIds],
      );
      // The entries spread over the year, as a year of writing would be.
      await db.query(
        `UPDATE journal.journal_entries e SET created_at = now() - make_interval(hours => (x.n * 8)::int)
           FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM journal.journal_entries WHERE user_id = $1) x
          WHERE e.id = x.id`,
        [userId],
      );
      await db.query(
        `INSERT INTO journal.user_activity_logs (user_id, kind, ref, occurred_at)
         SELECT $1, 'booster', (ARRAY['mindful-breathing', 'gentle-stretching', 'nature-sounds'])[1 + d % 3],
                now() - make_interval(days => d)
           FROM generate_series(0, 199) AS d`,
        [userId],
      );
      await db.query(
        `UPDATE billing.user_subscriptions SET plan_id = 'pro', status = 'active', current_period_start = now(),
                ends_at = now() + interval '30 days' WHERE user_id = $1`,
        [userId],
      );
      await db.query('ANALYZE journal.daily_habits, journal.user_session_analytics, journal.journal_entries');
    } finally {
      await db.end();
    }

    const statsTarget = {
      method: 'GET',
      url: `${gateway.url}/api/profile/stats`,
      headers: { authorization: auth.authorization },
    };
    const insightsTarget = {
      method: 'GET',
      url: `${gateway.url}/api/insights`,
      headers: { authorization: auth.authorization },
    };
    const stats = JSON.parse((await checkTarget(statsTarget)).body);
    if (stats.overview.totalSessions !== TARGET.sessions || stats.overview.moodScore === null)
      throw new Error(`the stats do not hold the ${TARGET.sessions} seeded sessions`);
    const insights = JSON.parse((await checkTarget(insightsTarget)).body);
    if (insights.scope !== 'full' || insights.moodWeeks.length < 50)
      throw new Error(
        `the insights do not cover the year (${insights.scope}, ${insights.moodWeeks.length} weeks)`,
      );
    const insightsBytes = Buffer.byteLength(JSON.stringify(insights));
    const hopTarget = {
      method: 'GET',
      url: `${gateway.url}/api/diagnostics/read/rpc`,
      headers: { 'x-diagnostics-user': userId },
    };
    await checkTarget(hopTarget);

    const closed = {};
    for (const [name, target] of [
      ['hop read', hopTarget],
      ['stats', statsTarget],
      ['insights', insightsTarget],
    ]) {
      ctx.log(
        `${name}: warm-up ${ctx.options.warmupSeconds} s, then ${ctx.options.durationSeconds} s measured`,
      );
      await ctx.load(target, { durationSeconds: ctx.options.warmupSeconds, connections: TARGET.connections });
      closed[name] = await ctx.load(target, {
        durationSeconds: ctx.options.durationSeconds,
        connections: TARGET.connections,
      });
      ctx.log(
        `  ${closed[name].reqPerSec} req/s, p50 ${closed[name].latency.p50} ms, p99 ${closed[name].latency.p99} ms`,
      );
    }
    const ratio = (name) => Math.round((closed[name].reqPerSec / closed['hop read'].reqPerSec) * 1000) / 1000;
    const clean = (name) => !closed[name].non2xx && !closed[name].errors;
    const checks = {
      statsRatio: clean('stats') && ratio('stats') >= TARGET.minRatio,
      statsP99: closed.stats.latency.p99 <= TARGET.maxP99Ms,
      insightsRatio: clean('insights') && ratio('insights') >= TARGET.minRatio,
      insightsP99: closed.insights.latency.p99 <= TARGET.maxP99Ms,
    };
    const verdict = (ok) => (ok ? 'PASS' : 'MISS');
    const rows = [];
    for (const name of ['stats', 'insights']) {
      const path = name === 'stats' ? 'GET /api/profile/stats' : 'GET /api/insights';
      rows.push(
        [
          `${path}, req/s`,
          `${closed[name].reqPerSec.toLocaleString('en-US')} (p50 ${closed[name].latency.p50} ms)`,
          '',
          '',
        ],
        [
          `${name} / hop read`,
          `${(ratio(name) * 100).toFixed(1)} %`,
          `>= ${TARGET.minRatio * 100} %`,
          verdict(checks[`${name}Ratio`]),
        ],
        [
          `${name} p99 at 50 connections, closed loop`,
          `${closed[name].latency.p99} ms`,
          `<= ${TARGET.maxP99Ms} ms`,
          verdict(checks[`${name}P99`]),
        ],
      );
    }
    rows.push(
      ['hop read via NATS, req/s', closed['hop read'].reqPerSec.toLocaleString('en-US'), '', ''],
      ['hop read p99 (reference)', `${closed['hop read'].latency.p99} ms`, '', ''],
      ['insights of a year, bytes of JSON', insightsBytes.toLocaleString('en-US'), '', ''],
    );
    return {
      summary: table(['measure', 'figure', 'target', ''], rows, ['left', 'right', 'right', 'left']),
      pass: Object.values(checks).every(Boolean),
      data: { target: TARGET, checks, closed, insightsBytes },
    };
  },
};
