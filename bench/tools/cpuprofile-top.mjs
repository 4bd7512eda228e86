// Summarises a V8 .cpuprofile (node --cpu-prof, or `npm run bench -- --profile`): self time by
// function and by package, and inclusive time of the heaviest call paths' frames.
// Usage: node bench/tools/cpuprofile-top.mjs <file.cpuprofile> [--top 40] [--since-ms 0]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' }, 'since-ms': { type: 'string', default: '0' } },
});
if (!positionals.length) {
  console.error('usage: node bench/tools/cpuprofile-top.mjs <file.cpuprofile> [--top 40] [--since-ms 0]');
  process.exit(2);
}
const top = Number(values.top);
const sinceUs = Number(values['since-ms']) * 1000;

for (const file of positionals) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Self time per node from the samples (skipping the first `since-ms`, e.g. boot).
  const selfUs = new Map();
  let t = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t - profile.startTime < sinceUs) continue;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
    total += dt;
  }
  const label = (n) => {
    const { functionName, url, lineNumber } = n.callFrame;
    const where = url
      ? `${url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '~/')}:${lineNumber + 1}`
      : '';
    return `${functionName || '(anonymous)'} ${where}`.trim();
  };
  const pkg = (n) => {
    const url = n.callFrame.url;
    if (!url) return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : '(native)';
    if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
    const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    return m
      ? m[1]
      : url.includes('/dist/node/')
        ? 'app:' + url.split('/dist/node/')[1].split('/').slice(0, 2).join('/')
        : url;
  };
  const sum = (key) => {
    const m = new Map();
    for (const [id, us] of selfUs) {
      const k = key(byId.get(id));
      m.set(k, (m.get(k) ?? 0) + us);
    }
    return [...m].sort((a, b) => b[1] - a[1]);
  };
  // Inclusive time: each sample counts once for every distinct frame label on its stack.
  const inclusive = new Map();
  for (const [id, us] of selfUs) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const k = label(byId.get(cur));
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + us);
    }
  }
  const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;
  console.log(`\n${file}: ${(total / 1000).toFixed(0)} ms sampled`);
  console.log('\nself time by package');
  for (const [k, us] of sum(pkg).slice(0, 25)) console.log(`${pct(us)}  ${k}`);
  console.log('\nself time by function');
  for (const [k, us] of sum(label).slice(0, top)) console.log(`${pct(us)}  ${k}`);
  console.log('\ninclusive time by function');
  for (const [k, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${pct(us)}  ${k}`);
}
