// What the authenticated read path costs: GET /api/me (token check in the gateway, the hop to auth,
// one read there) beside the cheapest route of the same gateway (GET /api/health/live: no token,
// no hop, no database), both closed-loop at the same connections and duration in one run.
// Target (issue 7, part 10): /api/me keeps >= 20 % of the liveness route's req/s, p99 <= 20 ms.
import { signUpBenchUser } from './lib/accounts.mjs';
import { checkTarget, combineRuns } from './lib/load.mjs';
import { table } from './lib/report.mjs';

const TARGET = { minThroughputRatio: 0.2, maxMeP99Ms: 20 };

export default {
  name: 'api-me',
  description: 'GET /api/me (bearer token, hop to auth) vs GET /api/health/live, same run',
  apps: ['auth', 'gateway'],

  async run(ctx) {
    const { gateway } = ctx.apps;
    const session = await signUpBenchUser(gateway.url, ctx.env.id);
    const targets = {
      live: { method: 'GET', url: `${gateway.url}/api/health/live` },
      me: {
        method: 'GET',
        url: `${gateway.url}/api/me`,
        headers: { authorization: `Bearer ${session.accessToken}` },
      },
    };
    await checkTarget(targets.live);
    const me = JSON.parse((await checkTarget(targets.me)).body);
    if (me.user?.id !== session.user.id) throw new Error(`GET /api/me answered another user: ${me.user?.id}`);

    const runs = { live: [], me: [] };
    for (let round = 0; round < ctx.options.rounds; round++) {
      const order = round % 2 === 0 ? ['live', 'me'] : ['me', 'live'];
      for (const path of order) {
        ctx.log(
          `${path}: warm-up ${ctx.options.warmupSeconds} s, then ${ctx.options.durationSeconds} s measured`,
        );
        await ctx.load(targets[path], { durationSeconds: ctx.options.warmupSeconds });
        const run = await ctx.load(targets[path], { durationSeconds: ctx.options.durationSeconds });
        ctx.log(
          `  ${run.reqPerSec} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms${run.non2xx || run.errors ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : ''}`,
        );
        runs[path].push(run);
      }
    }
    const live = combineRuns(runs.live);
    const meRun = combineRuns(runs.me);
    const throughputRatio = Math.round((meRun.reqPerSec / live.reqPerSec) * 1000) / 1000;
    const clean = [live, meRun].every((r) => !r.non2xx && !r.errors && !r.timeouts);
    const pass =
      clean && throughputRatio >= TARGET.minThroughputRatio && meRun.latency.p99 <= TARGET.maxMeP99Ms;

    const processes = [...new Set([...Object.keys(live.cpu), ...Object.keys(meRun.cpu)])];
    const rows = [
      ['GET /api/health/live', live, ''],
      ['GET /api/me', meRun, `${(throughputRatio * 100).toFixed(1)} %`],
    ];
    const summary = [
      table(
        ['route', 'req/s', 'p50 ms', 'p99 ms', 'of live', 'failed'],
        rows.map(([route, run, ratio]) => [
          route,
          run.reqPerSec.toLocaleString('en-US'),
          run.latency.p50.toFixed(2),
          run.latency.p99.toFixed(2),
          ratio,
          run.non2xx + run.errors + run.timeouts,
        ]),
        ['left', 'right', 'right', 'right', 'right', 'right'],
      ),
      '',
      'CPU time per request (µs), by process:',
      table(
        ['route', ...processes],
        rows.map(([route, run]) => [
          route,
          ...processes.map((name) => run.cpu[name]?.usPerRequest?.toFixed(0) ?? ''),
        ]),
        ['left', ...processes.map(() => 'right')],
      ),
      '',
      `target: GET /api/me keeps >= ${TARGET.minThroughputRatio * 100} % of the liveness route's req/s with p99 <= ${TARGET.maxMeP99Ms} ms: ` +
        `${(throughputRatio * 100).toFixed(1)} %, p99 ${meRun.latency.p99.toFixed(2)} ms -> ${pass ? 'PASS' : 'MISS'}` +
        (clean ? '' : ' (some requests failed)'),
    ].join('\n');

    return {
      summary,
      pass,
      data: { target: { ...TARGET, throughputRatio, pass }, live, me: meRun },
    };
  },
};
