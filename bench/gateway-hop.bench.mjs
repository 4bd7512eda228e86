// What the gateway → NATS → service hop costs. Two shapes, each answered twice by identical handlers:
// once in the gateway ("direct") and once by the auth service through NATS request/reply.
//   echo: POST a small JSON body and get it back (the pure cost of the hop)
//   read: GET one auth.users row by id (Postgres from the gateway vs from the auth service)
// Target (the issue): through NATS, echo keeps ≥ 40 % of the direct throughput and adds ≤ 2 ms p50.
import { signUpBenchUser } from './lib/accounts.mjs';
import { checkTarget, combineRuns } from './lib/load.mjs';
import { table } from './lib/report.mjs';

const TARGET = { minThroughputRatio: 0.4, maxAddedP50Ms: 2 };
// The baseline to beat: stock Nest fastify handler vs the stock Nest NATS transport.
const STOCK_BASELINE = { directReqPerSec: 29076, natsReqPerSec: 7668, directP50Ms: 1, natsP50Ms: 5 };

export default {
  name: 'gateway-hop',
  description: 'gateway-only handler vs the same handler behind NATS (echo, one-row read)',
  apps: ['auth', 'gateway'],
  // The gateway's /api/diagnostics/* routes (never in production: scripts/bench.mjs runs it as test).
  diagnostics: true,

  async run(ctx) {
    const { gateway } = ctx.apps;
    const { user } = await signUpBenchUser(gateway.url, ctx.env.id);
    const shapes = [
      {
        shape: 'echo',
        direct: { method: 'POST', url: `${gateway.url}/api/diagnostics/echo` },
        nats: { method: 'POST', url: `${gateway.url}/api/diagnostics/echo/rpc` },
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'How are you feeling today? A little better, thank you.' }),
      },
      {
        shape: 'read',
        direct: { method: 'GET', url: `${gateway.url}/api/diagnostics/read` },
        nats: { method: 'GET', url: `${gateway.url}/api/diagnostics/read/rpc` },
        headers: { 'x-diagnostics-user': user.id },
      },
    ];

    const results = [];
    for (const spec of shapes) {
      const targets = {
        direct: { ...spec.direct, headers: spec.headers, body: spec.body },
        nats: { ...spec.nats, headers: spec.headers, body: spec.body },
      };
      // Both answer 200 with the same body before anything is measured.
      const [a, b] = await Promise.all([checkTarget(targets.direct), checkTarget(targets.nats)]);
      if (a.body !== b.body)
        throw new Error(`${spec.shape}: direct and NATS answers differ:\n${a.body}\n${b.body}`);
      const runs = { direct: [], nats: [] };
      for (let round = 0; round < ctx.options.rounds; round++) {
        const order = round % 2 === 0 ? ['direct', 'nats'] : ['nats', 'direct'];
        for (const path of order) {
          ctx.log(
            `${spec.shape} ${path}: warm-up ${ctx.options.warmupSeconds} s, then ${ctx.options.durationSeconds} s measured`,
          );
          await ctx.load(targets[path], { durationSeconds: ctx.options.warmupSeconds });
          const run = await ctx.load(targets[path], { durationSeconds: ctx.options.durationSeconds });
          ctx.log(
            `  ${run.reqPerSec} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms${run.non2xx || run.errors ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : ''}`,
          );
          runs[path].push(run);
        }
      }
      const direct = combineRuns(runs.direct);
      const nats = combineRuns(runs.nats);
      results.push({
        shape: spec.shape,
        endpoints: {
          direct: `${spec.direct.method} ${new URL(spec.direct.url).pathname}`,
          nats: `${spec.nats.method} ${new URL(spec.nats.url).pathname}`,
        },
        direct,
        nats,
        throughputRatio: Math.round((nats.reqPerSec / direct.reqPerSec) * 1000) / 1000,
        addedP50Ms: Math.round((nats.latency.p50 - direct.latency.p50) * 100) / 100,
        addedP99Ms: Math.round((nats.latency.p99 - direct.latency.p99) * 100) / 100,
      });
    }

    const echo = results.find((r) => r.shape === 'echo');
    const clean = results.every(
      (r) => !r.direct.non2xx && !r.direct.errors && !r.nats.non2xx && !r.nats.errors,
    );
    const target = {
      ...TARGET,
      throughputRatio: echo.throughputRatio,
      addedP50Ms: echo.addedP50Ms,
      pass:
        clean && echo.throughputRatio >= TARGET.minThroughputRatio && echo.addedP50Ms <= TARGET.maxAddedP50Ms,
    };

    const rows = results.flatMap((r) => [
      [
        r.shape,
        'direct',
        r.direct.reqPerSec.toLocaleString('en-US'),
        r.direct.latency.p50.toFixed(2),
        r.direct.latency.p99.toFixed(2),
        '',
        '',
        failures(r.direct),
      ],
      [
        '',
        'via NATS',
        r.nats.reqPerSec.toLocaleString('en-US'),
        r.nats.latency.p50.toFixed(2),
        r.nats.latency.p99.toFixed(2),
        `${(r.throughputRatio * 100).toFixed(1)} %`,
        `${r.addedP50Ms >= 0 ? '+' : ''}${r.addedP50Ms.toFixed(2)}`,
        failures(r.nats),
      ],
    ]);
    const processes = [
      ...new Set(results.flatMap((r) => [...Object.keys(r.direct.cpu), ...Object.keys(r.nats.cpu)])),
    ];
    const cpuRows = results.flatMap((r) =>
      [
        [r.shape, 'direct', r.direct],
        ['', 'via NATS', r.nats],
      ].map(([shape, path, run]) => [
        shape,
        path,
        ...processes.map((name) => run.cpu[name]?.usPerRequest?.toFixed(0) ?? ''),
      ]),
    );
    const stockRatio = STOCK_BASELINE.natsReqPerSec / STOCK_BASELINE.directReqPerSec;
    const text = [
      table(['shape', 'path', 'req/s', 'p50 ms', 'p99 ms', 'NATS/direct', 'added p50 ms', 'failed'], rows, [
        'left',
        'left',
        'right',
        'right',
        'right',
        'right',
        'right',
        'right',
      ]),
      '',
      'CPU time per request (µs), by process:',
      table(['shape', 'path', ...processes], cpuRows, ['left', 'left', ...processes.map(() => 'right')]),
      '',
      `target (echo): NATS keeps >= ${TARGET.minThroughputRatio * 100} % of direct req/s and adds <= ${TARGET.maxAddedP50Ms} ms at p50: ` +
        `${(echo.throughputRatio * 100).toFixed(1)} %, ${echo.addedP50Ms >= 0 ? '+' : ''}${echo.addedP50Ms.toFixed(2)} ms -> ${target.pass ? 'PASS' : 'MISS'}` +
        (clean ? '' : ' (some requests failed)'),
      `stock Nest reference: ${STOCK_BASELINE.directReqPerSec.toLocaleString('en-US')} direct vs ${STOCK_BASELINE.natsReqPerSec.toLocaleString('en-US')} via NATS req/s (${(stockRatio * 100).toFixed(1)} %)`,
    ].join('\n');

    return {
      summary: text,
      pass: target.pass,
      data: { target, stockBaseline: STOCK_BASELINE, seededUser: user.id, shapes: results },
    };
  },
};

function failures(run) {
  const n = run.non2xx + run.errors;
  return n ? String(n) : '0';
}
