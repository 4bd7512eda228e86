// The companion's streaming targets (issue #10), against a loopback OpenAI-compatible model that
// streams at a fixed pace (libs/testing's OpenAiCompatibleServer, the real `openai` client):
//   overhead:  from the model writing its first word to the first `delta` event at the client
//              (model and client share this process's clock), at 100 concurrent sessions:
//              p50 <= 10 ms, p99 <= 30 ms
//   integrity: 200 concurrent sessions talking for 60 s lose and duplicate no message: every
//              message a client saw answered is in the database once, with its reply
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { makePro, percentile, signUpMany } from './lib/accounts.mjs';
import { sendMessage, startTextSession } from './lib/messages.mjs';
import { table } from './lib/report.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');

const TARGET = {
  overheadSessions: 100,
  maxP50Ms: 10,
  maxP99Ms: 30,
  integritySessions: 200,
  integritySeconds: 60,
};
/** 20 words, one every 150 ms: a reply streams for about 3 s, like a model at ~7 tokens/s per stream. */
const REPLY =
  'I hear you and that sounds like a lot to carry right now, so let us take it one small step together, okay?';
const PACE_MS = 150;
/** The gateway allows 20 messages a minute per user: a client sends at most one every 3.1 s. */
const SEND_EVERY_MS = 3100;

let model;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n) => Math.round(n * 100) / 100;

/** Each user talks in its own session until `until`: one message, its whole reply, then the next. */
async function converse(gatewayUrl, users, prefix, until, onReply) {
  const outcome = { sent: 0, answered: 0, refused: {}, broken: 0, sessions: [] };
  await Promise.all(
    users.map(async (user, u) => {
      const sessionId = await startTextSession(gatewayUrl, user);
      outcome.sessions.push({ sessionId, user: u, answered: 0 });
      const mine = outcome.sessions.at(-1);
      for (let n = 0; performance.now() < until; n++) {
        const sentAt = performance.now();
        const content = `${prefix}-${u}-${n} I feel stressed about work today`;
        outcome.sent++;
        const result = await sendMessage(gatewayUrl, user, sessionId, content);
        if (result.status !== 200) outcome.refused[result.status] = (outcome.refused[result.status] ?? 0) + 1;
        else if (!result.done) outcome.broken++;
        else {
          outcome.answered++;
          mine.answered++;
          onReply?.(content, result.firstDeltaAt);
        }
        await sleep(Math.max(0, SEND_EVERY_MS - (performance.now() - sentAt)));
      }
    }),
  );
  return outcome;
}

export default {
  name: 'companion',
  description: 'first model token → first SSE delta at 100 sessions; 200 sessions for 60 s lose no message',
  apps: ['auth', 'billing', 'sessions', 'gateway'],
  // NODE_ENV=test: billing in production refuses to start without Toss keys, and this bench pays nothing.
  diagnostics: true,

  async prepare({ root }) {
    const { OpenAiCompatibleServer } = require(
      join(root, 'dist/node/libs/testing/src/openai-compatible-server.js'),
    );
    model = new OpenAiCompatibleServer();
    model.reply = REPLY;
    model.paceMs = PACE_MS;
    await model.start();
    return {
      env: { AI_PROVIDER: 'openai', AI_BASE_URL: model.url, AI_MODEL: 'bench-model', AI_API_KEY: 'sk-bench' },
      cleanup: () => model.stop(),
    };
  },

  async run(ctx) {
    const gatewayUrl = ctx.apps.gateway.url;
    const total = TARGET.overheadSessions + TARGET.integritySessions;
    ctx.log(`signing up ${total} users`);
    const users = await signUpMany(gatewayUrl, ctx.env.id, total, 'talk');
    const db = new Client({ connectionString: ctx.env.appEnv.DATABASE_URL });
    await db.connect();
    try {
      // Pro: unlimited daily texts and 30-minute sessions, so only the streaming is measured.
      await makePro(
        db,
        users.map((u) => u.id),
      );

      // --- overhead at 100 concurrent sessions ---
      const first = users.slice(0, TARGET.overheadSessions);
      const overheads = [];
      const warmupEnd = performance.now() + ctx.options.warmupSeconds * 1000;
      ctx.log(
        `overhead: ${first.length} sessions, ${ctx.options.warmupSeconds} s warm-up then ${ctx.options.durationSeconds} s measured`,
      );
      const measuredUntil = warmupEnd + ctx.options.durationSeconds * 1000;
      const a = await converse(gatewayUrl, first, 'a', measuredUntil, (content, firstDeltaAt) => {
        const modelAt = model.firstTokenAt.get(content);
        if (modelAt !== undefined && firstDeltaAt !== undefined && modelAt > warmupEnd)
          overheads.push(firstDeltaAt - modelAt);
      });
      overheads.sort((x, y) => x - y);
      const p50 = round(percentile(overheads, 50));
      const p99 = round(percentile(overheads, 99));
      ctx.log(
        `  ${overheads.length} replies measured: p50 ${p50} ms, p99 ${p99} ms (max ${round(overheads.at(-1))} ms)`,
      );

      // --- integrity: 200 concurrent sessions for 60 s ---
      const second = users.slice(TARGET.overheadSessions);
      ctx.log(`integrity: ${second.length} sessions talking for ${TARGET.integritySeconds} s`);
      const b = await converse(gatewayUrl, second, 'b', performance.now() + TARGET.integritySeconds * 1000);
      await sleep(1000);
      const { rows } = await db.query(
        `SELECT session_id, count(*) FILTER (WHERE role = 'user')::int AS said,
                count(*) FILTER (WHERE role = 'assistant')::int AS replies,
                count(DISTINCT seq)::int AS seqs, count(*)::int AS rows
           FROM sessions.chat_messages WHERE session_id = ANY($1) GROUP BY session_id`,
        [b.sessions.map((s) => s.sessionId)],
      );
      const bySession = new Map(rows.map((r) => [r.session_id, r]));
      let lost = 0;
      let duplicated = 0;
      for (const s of b.sessions) {
        const row = bySession.get(s.sessionId) ?? { said: 0, replies: 1, seqs: 0, rows: 0 };
        // The welcome is the one reply not asked for.
        lost += Math.max(0, s.answered - row.said) + Math.max(0, s.answered - (row.replies - 1));
        duplicated +=
          Math.max(0, row.said - s.answered) +
          Math.max(0, row.replies - 1 - s.answered) +
          (row.rows - row.seqs);
      }
      ctx.log(
        `  ${b.answered} of ${b.sent} messages answered; in the database: ${lost} lost, ${duplicated} duplicated; refused ${JSON.stringify(b.refused)}, broken ${b.broken}`,
      );

      const checks = {
        overhead: overheads.length > 0 && p50 <= TARGET.maxP50Ms && p99 <= TARGET.maxP99Ms,
        integrity: lost === 0 && duplicated === 0 && b.broken === 0 && b.answered === b.sent,
      };
      const verdict = (ok) => (ok ? 'PASS' : 'MISS');
      return {
        pass: checks.overhead && checks.integrity,
        summary: table(
          ['measure', 'figure', 'target', ''],
          [
            [
              `first model token → first delta, p50 (${first.length} sessions)`,
              `${p50} ms`,
              `<= ${TARGET.maxP50Ms} ms`,
              verdict(checks.overhead),
            ],
            [
              `first model token → first delta, p99`,
              `${p99} ms (${overheads.length} replies)`,
              `<= ${TARGET.maxP99Ms} ms`,
              '',
            ],
            [
              `${second.length} sessions × ${TARGET.integritySeconds} s: answered`,
              `${b.answered} of ${b.sent}`,
              'all',
              verdict(checks.integrity),
            ],
            ['lost / duplicated in the database', `${lost} / ${duplicated}`, '0 / 0', ''],
            ['overhead phase: answered', `${a.answered} of ${a.sent}`, '', ''],
          ],
        ),
        data: {
          overhead: { p50, p99, samples: overheads.length },
          integrity: {
            sent: b.sent,
            answered: b.answered,
            lost,
            duplicated,
            refused: b.refused,
            broken: b.broken,
          },
        },
      };
    } finally {
      await db.end();
    }
  },
};
