// The safety gate's cost (issue #20): every reading, the conversation window and the classifier,
// per message, in this process (no apps): p99 <= 2 ms. Messages are the corpus's train and dev
// rows (never the test split), each read with the two turns before it in a conversation.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const TARGET_P99_MS = 2;
const ROUNDS = 3;

export default {
  name: 'safety',
  description: 'the whole safety gate per message (readings, window, classifier): p99 <= 2 ms',
  apps: [],

  async run(ctx) {
    process.env.SAFETY_CORPUS_DIR = join(ctx.root, 'libs/ai/src/safety/corpus');
    const require = createRequire(import.meta.url);
    const dist = join(ctx.root, 'dist/node/libs/ai/src/safety');
    const { assessTurn } = require(join(dist, 'safety-gate.js'));
    const { loadCorpus } = require(join(dist, 'corpus/corpus.js'));
    const texts = [...loadCorpus('train'), ...loadCorpus('dev')].flatMap((row) => row.turns ?? [row.text]);
    ctx.log(`${texts.length} messages, ${ROUNDS} rounds`);
    for (const text of texts.slice(0, 200)) assessTurn(text); // warm up
    const times = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < texts.length; i++) {
        const previousUserTurns = texts.slice(Math.max(0, i - 2), i);
        const started = performance.now();
        assessTurn(texts[i], { previousUserTurns, state: { elevated: i % 2 === 0, askedConcern: false } });
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    const p99 = at(0.99);
    const row = (k, v) => `${k.padEnd(22)} ${v}`;
    const summary = [
      row('messages timed', times.length),
      row('p50', `${at(0.5).toFixed(3)} ms`),
      row('p99', `${p99.toFixed(3)} ms (target <= ${TARGET_P99_MS})`),
      row('max', `${times[times.length - 1].toFixed(3)} ms`),
      row('result', p99 <= TARGET_P99_MS ? 'PASS' : 'MISS'),
    ].join('\n');
    return { summary, pass: p99 <= TARGET_P99_MS, data: { p50: at(0.5), p99, max: times[times.length - 1] } };
  },
};
