// The admin panel's user search (issue #25): GET /api/admin/users?q=<e-mail prefix> with 1,000,000
// accounts, at 20 connections, p99 <= 50 ms. Each request is the whole path: the gateway checks the
// token, the admin service its rules (admin_users), auth the prefix in keyset order
// (users_email_prefix_idx: lower(email) COLLATE "C", id) and billing the plans of the page.
// The accounts are written straight into auth.users and billing.user_subscriptions (a million
// sign-ups through the API would take hours); the prefixes vary per request, from two characters
// (the first page of tens of thousands of matches) to a whole address and one that matches none.
import { createRequire } from 'node:module';
import { signUpBenchUser } from './lib/accounts.mjs';
import { checkTarget, combineRuns } from './lib/load.mjs';
import { table } from './lib/report.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const TARGET = { users: 1_000_000, connections: 20, maxP99Ms: 50 };
const DOMAINS = ['example.com', 'mail.test', 'maeum.dev'];

/** Account n's address: `u0001234-3fa2c1@example.com` (a million distinct, in three domains). */
const EMAIL_SQL = `'u' || lpad(n::text, 7, '0') || '-' || substr(md5(n::text), 1, 6) || '@' || (ARRAY['${DOMAINS.join("','")}'])[1 + n % 3]`;

/** The prefixes the load cycles through: 2 to 8 characters, upper and lower case, a whole address, none. */
function prefixes() {
  const list = [];
  for (let i = 0; i < 200; i++) {
    const n = (i * 7919 + 13) % TARGET.users;
    const digits = String(n).padStart(7, '0');
    const length = 1 + (i % 7);
    const prefix = `u${digits.slice(0, length)}`;
    list.push(i % 3 === 0 ? prefix.toUpperCase() : prefix);
  }
  list.push('u', 'U0', 'u0500000-', 'nobody-here', 'bench-');
  return list;
}

export default {
  name: 'admin',
  description: 'the admin user search by e-mail prefix over 1,000,000 users, p99 at 20 connections',
  apps: ['auth', 'billing', 'admin', 'gateway'],
  // NODE_ENV=test, as the other benches with billing: in production billing needs a Toss key.
  diagnostics: true,

  async run(ctx) {
    const { gateway } = ctx.apps;
    const db = new Client({ connectionString: ctx.env.appEnv.DATABASE_URL });
    await db.connect();
    let admin;
    try {
      ctx.log(`seeding ${TARGET.users.toLocaleString('en')} accounts and their subscriptions`);
      const started = performance.now();
      await db.query(
        `INSERT INTO auth.users (email, full_name, created_at, last_sign_in_at, email_confirmed_at)
         SELECT ${EMAIL_SQL}, 'Bench Person', now() - (n % 900) * interval '1 day',
                CASE WHEN n % 4 = 0 THEN NULL ELSE now() - (n % 30) * interval '1 hour' END,
                CASE WHEN n % 2 = 0 THEN now() - (n % 800) * interval '1 day' END
           FROM generate_series(1, $1) AS n`,
        [TARGET.users],
      );
      await db.query(
        `INSERT INTO billing.user_subscriptions (user_id, plan_id, last_reset_date, customer_key, granted_at)
         SELECT id, (ARRAY['free','free','free','plus','pro','lite'])[1 + (abs(hashtext(id::text)) % 6)],
                date_trunc('month', now())::date, gen_random_uuid(), NULL
           FROM auth.users`,
      );
      await db.query('ANALYZE auth.users');
      await db.query('ANALYZE billing.user_subscriptions');
      ctx.log(`  seeded in ${Math.round((performance.now() - started) / 1000)} s`);

      // The admin: a real account, in admin_users as the CLI makes it, a day old and active now.
      admin = await signUpBenchUser(gateway.url, ctx.env.id);
      await db.query(
        `INSERT INTO admin.admin_users (user_id, account_created_at, last_active_at)
         VALUES ($1, now() - interval '2 days', now())`,
        [admin.user.id],
      );
    } finally {
      await db.end();
    }

    const headers = { authorization: `Bearer ${admin.accessToken}` };
    const list = prefixes();
    const url = (q) => `${gateway.url}/api/admin/users?q=${encodeURIComponent(q)}`;
    // Each prefix answers 200 with the page it should: a check before measuring.
    const first = JSON.parse((await checkTarget({ url: url('u000'), headers })).body);
    if (
      first.users.length !== 20 ||
      !first.nextCursor ||
      !first.users.every((u) => u.email.startsWith('u000'))
    )
      throw new Error('the first page of "u000" is not 20 matching accounts with a next page');
    const next = JSON.parse(
      (await checkTarget({ url: `${url('u000')}&cursor=${first.nextCursor}`, headers })).body,
    );
    if (next.users[0].email <= first.users.at(-1).email)
      throw new Error('the second page does not follow the first');
    const none = JSON.parse((await checkTarget({ url: url('nobody-here'), headers })).body);
    if (none.users.length !== 0) throw new Error('"nobody-here" matched someone');

    let at = 0;
    const target = {
      url: url('u'),
      headers,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/api/admin/users?q=${encodeURIComponent(list[at++ % list.length])}`,
          }),
        },
      ],
    };
    ctx.log(
      `warm-up ${ctx.options.warmupSeconds} s, then ${ctx.options.durationSeconds} s measured at ${TARGET.connections} connections`,
    );
    await ctx.load(target, { durationSeconds: ctx.options.warmupSeconds, connections: TARGET.connections });
    const result = combineRuns([
      await ctx.load(target, {
        durationSeconds: ctx.options.durationSeconds,
        connections: TARGET.connections,
      }),
    ]);
    const pass = result.latency.p99 <= TARGET.maxP99Ms && result.non2xx === 0 && result.errors === 0;
    const summary = table(
      ['target', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'target p99'],
      [
        [
          `search ${TARGET.users.toLocaleString('en')} users`,
          result.reqPerSec,
          result.latency.p50,
          result.latency.p99,
          result.latency.max,
          result.non2xx,
          `<= ${TARGET.maxP99Ms} ms ${pass ? 'met' : 'MISSED'}`,
        ],
      ],
    );
    return { summary, pass, data: { target: TARGET, prefixes: list.length, result } };
  },
};
