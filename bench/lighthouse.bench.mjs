// Lighthouse on the production build the gateway serves: performance of `/` with the mobile preset
// (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown), and accessibility of `/`,
// `/enhanced-login` and `/dashboard` (signed in), with the mobile and the desktop preset (the
// header differs). Debian's Chromium through CHROME_PATH; Lighthouse never downloads a browser.
// Targets (the speed and accessibility issue): performance >= 98 (issue 8; it was 95) on `/` (median of 3 runs, or of
// --rounds N), accessibility 100 on each page. Simulated throttling scales the CPU time it
// observes, so the score moves with the load of the machine: the load average is beside every run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { table } from './lib/report.mjs';
import { CHROME_FLAGS, CHROME_PATH, checkWebBuild } from './lib/web.mjs';
import { seedAddress } from './lib/accounts.mjs';

const TARGET = { performance: 98, accessibility: 100 };
const PASSWORD = 'a lantern by the sea';
const TRANSIENT = /\b(NO_FCP|NO_NAVSTART|PAGE_HUNG)\b/;
const METRICS = ['FCP', 'LCP', 'TBT', 'CLS', 'SI'];
const PRESETS = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

export default {
  name: 'lighthouse',
  description:
    'Lighthouse: mobile performance of / (>= 98), accessibility of /, /enhanced-login, /dashboard (100)',
  apps: ['auth', 'gateway'],

  async run(ctx) {
    const stale = checkWebBuild(ctx.root);
    if (stale) ctx.log(`warning: ${stale}`);
    const base = ctx.apps.gateway.url;
    const performanceRuns = ctx.options.rounds > 1 ? ctx.options.rounds : 3;

    // A fresh Chromium (and profile) per run: a second run in the same headless browser can lose
    // the foreground and fail with NO_FCP. On a busy machine a run still fails that way now and
    // then (NO_FCP, NO_NAVSTART): it is made again, once, and the retry is reported.
    const audit = async (path, flags, config) => {
      try {
        return await auditOnce(`${base}${path}`, flags, config);
      } catch (error) {
        if (!TRANSIENT.test(error.message)) throw error;
        ctx.log(`  ${error.message.split('\n')[0]}; running it again`);
        return { ...(await auditOnce(`${base}${path}`, flags, config)), retried: true };
      }
    };

    const perf = [];
    for (let i = 0; i < performanceRuns; i++) {
      ctx.log(`performance of / (mobile), run ${i + 1} of ${performanceRuns}`);
      const { lhr, load, retried } = await audit('/', { onlyCategories: ['performance'] });
      const run = { ...performanceSummary(lhr), load, retried: retried === true };
      perf.push(run);
      ctx.log(`  ${run.score} (${METRICS.map((m) => `${m} ${run[m]}`).join(', ')}), load ${load.toFixed(2)}`);
    }
    const median = [...perf].sort((a, b) => a.score - b.score)[Math.floor(perf.length / 2)];

    // The dashboard needs a session: an account made through the API, and before each run a fresh
    // sign-in whose refresh cookie Chromium sends (a refresh token is good for one refresh). No
    // session hint is in localStorage, so the protected route asks the server once (POST
    // /api/auth/refresh with the cookie) before deciding, as after a browser restart; without a
    // session it would send the visitor to /enhanced-login, which the check below would catch.
    const email = await signUp(base, ctx.env.id);
    const accessibility = [];
    for (const preset of PRESETS) {
      for (const path of ['/', '/enhanced-login', '/dashboard']) {
        ctx.log(`accessibility of ${path} (${preset.name})`);
        const extraHeaders = path === '/dashboard' ? { Cookie: await signIn(base, email) } : undefined;
        const { lhr, load, retried } = await audit(
          path,
          { onlyCategories: ['accessibility'], extraHeaders },
          preset.config,
        );
        const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
        if (landedOn !== path)
          throw new Error(`${path} ended on ${landedOn}: the page audited is not the one asked for`);
        accessibility.push({
          path,
          preset: preset.name,
          load,
          retried: retried === true,
          ...accessibilitySummary(lhr),
        });
      }
    }

    const perfPass = median.score >= TARGET.performance;
    const a11yPass = accessibility.every((page) => page.score >= TARGET.accessibility);
    const lines = [
      table(
        ['run', 'performance', ...METRICS.map((m) => (m === 'CLS' ? m : `${m} ms`)), 'load avg'],
        perf.map((run, i) => [
          `/ #${i + 1}${run.retried ? ' (retried)' : ''}`,
          run.score,
          ...METRICS.map((m) => run[m]),
          run.load.toFixed(2),
        ]),
        ['left', ...Array(METRICS.length + 2).fill('right')],
      ),
      '',
      table(
        ['page', 'preset', 'accessibility', 'failing (scored)', 'failing (not scored)', 'load avg'],
        accessibility.map((page) => [
          page.path,
          page.preset,
          page.score,
          page.failing.map((a) => a.id).join(', ') || '-',
          page.notScored.map((a) => a.id).join(', ') || '-',
          page.load.toFixed(2),
        ]),
        ['left', 'left', 'right', 'left', 'left', 'right'],
      ),
      '',
      `Lighthouse ${median.lighthouseVersion}, ${median.userAgent}, benchmarkIndex ${median.benchmarkIndex}`,
      `target: performance of / (mobile, median of ${perf.length}) >= ${TARGET.performance}: ${median.score} ` +
        `(FCP ${median.FCP} ms, LCP ${median.LCP} ms, TBT ${median.TBT} ms, CLS ${median.CLS}) -> ${perfPass ? 'PASS' : 'MISS'}`,
    ];
    for (const page of accessibility) {
      const ok = page.score >= TARGET.accessibility;
      lines.push(
        `target: accessibility of ${page.path} (${page.preset}) = ${TARGET.accessibility}: ${page.score} -> ${ok ? 'PASS' : 'MISS'}`,
      );
      for (const [kind, audits] of [
        ['failing', page.failing],
        ['not scored, failing', page.notScored],
      ]) {
        for (const failing of audits) {
          lines.push(`  ${kind}: ${failing.id} (${failing.title})`);
          for (const item of failing.items) lines.push(`    ${item}`);
        }
      }
    }
    return {
      summary: lines.join('\n'),
      pass: perfPass && a11yPass,
      data: { target: TARGET, performance: { median, runs: perf }, accessibility },
    };
  },
};

async function auditOnce(url, flags, config) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    logLevel: 'silent',
  });
  try {
    const load = loadavg()[0];
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', ...flags },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return { lhr, load };
  } finally {
    await chrome.kill();
  }
}

function performanceSummary(lhr) {
  const ms = (id) => Math.round(lhr.audits[id].numericValue);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    FCP: ms('first-contentful-paint'),
    LCP: ms('largest-contentful-paint'),
    TBT: ms('total-blocking-time'),
    CLS: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    SI: ms('speed-index'),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0],
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The score, and the failing audits: those that count toward it and those Lighthouse does not score. */
function accessibilitySummary(lhr) {
  const category = lhr.categories.accessibility;
  const failing = (weighted) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 === weighted)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== 1)
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        items: (audit.details?.items ?? [])
          .slice(0, 8)
          .map((item) => `${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`.trim()),
      }));
  return { score: Math.round(category.score * 100), failing: failing(true), notScored: failing(false) };
}

async function signUp(base, runId) {
  const email = `lighthouse-${runId}-${randomBytes(3).toString('hex')}@example.com`;
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': seedAddress() },
    body: JSON.stringify({
      fullName: 'Lighthouse',
      email,
      password: PASSWORD,
      consent: { terms: true, sensitiveData: true, age: true },
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return email;
}

/** Signs in through the API; returns the refresh cookie (name=value) it answered with. */
async function signIn(base, email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((header) => /^(__Host-)?maeum_rt=/.test(header));
  if (!cookie) throw new Error('sign-in answered without the refresh cookie');
  return cookie.split(';')[0];
}
