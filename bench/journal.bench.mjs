// The journal's targets (issue #12), measured in one run on one stack:
//   analyser: the offline analysis keeps up with >= 200 entries/s per worker: the journal's
//             analysis job (journal.analysis.run over NATS: open the entry, analyse, seal, store),
//             driven as one worker drives it (WORKER_CONCURRENCY = 4 at a time); the library alone
//             in this process is reported beside it
//   list:     GET /api/journal/entries of a writer with 2,000 analysed entries keeps >= 50 % of the
//             req/s of the hop bench's read shape (GET /api/diagnostics/read/rpc) in the same run, at
//             50 connections, with p99 <= 20 ms
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { signUpBenchUser } from './lib/accounts.mjs';
import { writeEntries } from './lib/journal-entries.mjs';
import { checkTarget } from './lib/load.mjs';
import { table } from './lib/report.mjs';
import { steadyRate } from './lib/steady.mjs';

const require = createRequire(import.meta.url);
const { connect } = require('nats');

const TARGET = {
  entries: 2000,
  minAnalysesPerSecond: 200,
  workerConcurrency: 4,
  minListRatio: 0.5,
  maxListP99Ms: 20,
  connections: 50,
  /** The even rate of the second latency figure: about a quarter of what the list serves flat out here. */
  steadyRate: 500,
};

/** Entries of an everyday length (60–100 words), in both languages. */
const TEXTS = [
  'Work was a lot today. I was anxious before the review and kept overthinking what my manager would say. It went better than I feared, and afterwards I went for a walk by the river and felt calmer. I am grateful my friend called in the evening; we laughed about nothing for an hour.',
  'I felt lonely again tonight. Everyone seems busy and I did not want to bother anyone. I am tired of pretending I am fine. Still, I made dinner for myself and wrote this, which is something. Tomorrow I want to message my sister and maybe go to the gym in the morning.',
  '오늘은 회의 때문에 너무 불안했어요. 발표가 끝나고 나니 조금 편안해졌지만 여전히 마음이 복잡해요. 저녁에는 친구와 통화하면서 많이 웃었고, 그 덕분에 감사한 마음이 들었어요. 내일은 일찍 자고 산책을 해 보려고 해요.',
  '요즘 계속 지치고 힘들어요. 일이 버겁고 아무도 내 마음을 모르는 것 같아 외로웠어요. 그래도 오늘은 스스로를 위해 따뜻한 차를 마시고 일기를 썼어요. 조금은 나아질 거라는 희망을 가져 보려고 해요.',
];

export default {
  name: 'journal',
  description: 'the journal analysis job per worker, and 2,000 entries listed vs the hop read',
  apps: ['auth', 'billing', 'journal', 'gateway'],
  diagnostics: true,

  async run(ctx) {
    const { gateway } = ctx.apps;
    const session = await signUpBenchUser(gateway.url, ctx.env.id);
    const auth = { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' };

    // --- 2,000 entries through the API (sealed with the writer's key, as any entry is) ---
    ctx.log(`seeding ${TARGET.entries} entries through POST /api/journal/entries`);
    const ids = await writeEntries(gateway.url, auth, TARGET.entries, (n) => ({
      title: `Entry ${n}`,
      content: TEXTS[n % TEXTS.length],
      tags: 'bench, day',
    }));

    // --- the analysis job, as one worker runs it ---
    const { RpcClient, MessagingNames } = require(join(ctx.root, 'dist/node/libs/messaging/src/index.js'));
    const nc = await connect({ servers: ctx.env.appEnv.NATS_URL });
    let analysed = 0;
    let jobSeconds;
    try {
      const rpc = new RpcClient(nc, new MessagingNames(ctx.env.namespace), 30_000);
      ctx.log(`analysing ${ids.length} entries, ${TARGET.workerConcurrency} at a time (one worker)`);
      let at = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: TARGET.workerConcurrency }, async () => {
          while (at < ids.length) {
            const entryId = ids[at++];
            const result = await rpc.request('journal.analysis.run', { entryId, userId: session.user.id });
            if (result.analysed) analysed++;
          }
        }),
      );
      jobSeconds = (performance.now() - started) / 1000;
    } finally {
      await nc.drain();
    }
    if (analysed !== ids.length) throw new Error(`${analysed} of ${ids.length} entries were analysed`);
    const jobRate = Math.round(ids.length / jobSeconds);
    ctx.log(`  ${jobRate} entries/s through the job`);

    const { analyseEntry } = require(join(ctx.root, 'dist/node/libs/ai/src/index.js'));
    const { JOURNAL_PAGE_SIZE } = require(join(ctx.root, 'dist/node/libs/api-types/src/index.js'));
    const libraryStarted = performance.now();
    const libraryRuns = 5000;
    for (let i = 0; i < libraryRuns; i++) analyseEntry({ content: TEXTS[i % TEXTS.length] });
    const libraryRate = Math.round(libraryRuns / ((performance.now() - libraryStarted) / 1000));
    ctx.log(`  ${libraryRate} entries/s by the analyser alone (this process)`);

    // --- the list vs the hop read, closed loop at 50 connections ---
    const listTarget = {
      method: 'GET',
      url: `${gateway.url}/api/journal/entries`,
      headers: { authorization: auth.authorization },
    };
    const pageBody = (await checkTarget(listTarget)).body;
    const pageBytes = Buffer.byteLength(pageBody);
    ctx.log(`  the first page is ${pageBytes} bytes of JSON`);
    const page = JSON.parse(pageBody);
    if (page.length !== JOURNAL_PAGE_SIZE || !page.every((e) => e.analysis))
      throw new Error(`the first page is not ${JOURNAL_PAGE_SIZE} analysed entries`);
    const hopTarget = {
      method: 'GET',
      url: `${gateway.url}/api/diagnostics/read/rpc`,
      headers: { 'x-diagnostics-user': session.user.id },
    };
    await checkTarget(hopTarget);
    const closed = {};
    for (const [name, target] of [
      ['hop read', hopTarget],
      ['entries', listTarget],
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
    // Closed loop at 50 connections keeps the machine saturated, so its latency is 50 / throughput
    // plus the queue's tail (the hop read's own p99 is beside it). The same 50 connections at an
    // even rate below saturation show what a reader waits when the machine is not flat out.
    const evenly = async (name, request) => {
      const run = (durationSeconds) =>
        steadyRate({
          url: gateway.url,
          rate: TARGET.steadyRate,
          durationSeconds,
          connections: TARGET.connections,
          request: () => request,
        });
      ctx.log(`${name} at an even ${TARGET.steadyRate}/s over up to ${TARGET.connections} connections`);
      await run(ctx.options.warmupSeconds);
      const result = await run(ctx.options.durationSeconds);
      ctx.log(`  ${result.perSecond}/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.failed} failed`);
      return result;
    };
    const steadyHop = await evenly('hop read', {
      path: hopTarget.url.slice(gateway.url.length),
      headers: hopTarget.headers,
    });
    const steady = await evenly('entries', {
      path: '/api/journal/entries',
      headers: { authorization: auth.authorization },
    });
    const listRatio = Math.round((closed.entries.reqPerSec / closed['hop read'].reqPerSec) * 1000) / 1000;

    const checks = {
      analyser: jobRate >= TARGET.minAnalysesPerSecond,
      listRatio: !closed.entries.non2xx && !closed.entries.errors && listRatio >= TARGET.minListRatio,
      listP99: closed.entries.latency.p99 <= TARGET.maxListP99Ms,
    };
    const verdict = (ok) => (ok ? 'PASS' : 'MISS');
    const summary = table(
      ['measure', 'figure', 'target', ''],
      [
        [
          'analysis job, one worker (4 at a time)',
          `${jobRate} entries/s`,
          `>= ${TARGET.minAnalysesPerSecond}/s`,
          verdict(checks.analyser),
        ],
        ['offline analyser alone (reference)', `${libraryRate} entries/s`, '', ''],
        [
          `GET /api/journal/entries (first page of ${TARGET.entries}), req/s`,
          `${closed.entries.reqPerSec.toLocaleString('en-US')} (p50 ${closed.entries.latency.p50} ms)`,
          '',
          '',
        ],
        ['first page, bytes of JSON', pageBytes.toLocaleString('en-US'), '', ''],
        ['hop read via NATS, req/s', closed['hop read'].reqPerSec.toLocaleString('en-US'), '', ''],
        [
          'entries / hop read',
          `${(listRatio * 100).toFixed(1)} %`,
          `>= ${TARGET.minListRatio * 100} %`,
          verdict(checks.listRatio),
        ],
        [
          'entries p99 at 50 connections, closed loop',
          `${closed.entries.latency.p99} ms`,
          `<= ${TARGET.maxListP99Ms} ms`,
          verdict(checks.listP99),
        ],
        [
          'hop read p99 at 50 connections, closed loop (reference)',
          `${closed['hop read'].latency.p99} ms`,
          '',
          '',
        ],
        [
          `entries p99 at an even ${TARGET.steadyRate}/s, up to 50 connections`,
          `${steady.p99} ms (p50 ${steady.p50}, ${steady.perSecond}/s)`,
          `<= ${TARGET.maxListP99Ms} ms`,
          verdict(steady.p99 <= TARGET.maxListP99Ms && !steady.failed),
        ],
        [
          `hop read p99 at an even ${TARGET.steadyRate}/s (reference)`,
          `${steadyHop.p99} ms (p50 ${steadyHop.p50})`,
          '',
          '',
        ],
      ],
      ['left', 'right', 'right', 'left'],
    );
    return {
      summary,
      pass: Object.values(checks).every(Boolean),
      data: {
        target: TARGET,
        checks,
        jobRate,
        libraryRate,
        entries: closed.entries,
        hopRead: closed['hop read'],
        listRatio,
        pageBytes,
        steady,
        steadyHop,
      },
    };
  },
};
