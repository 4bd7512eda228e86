// Issue #20: the safety gate (every reading, the conversation window, the classifier, the sealed
// risk state) runs before the first word streams; with the offline provider the time from sending
// a message to its first `delta` must stay what it was. Compare builds with --dist:
//   npm run bench -- first-token                      (this build)
//   npm run bench -- first-token --dist <old>/dist/node   (a build from before the change)
import { performance } from 'node:perf_hooks';
import { percentile, signUpPro } from './lib/accounts.mjs';
import { sendMessage, startTextSession } from './lib/messages.mjs';

const USERS = 20;
/** Ordinary turns of a conversation that grows: the window and the history are read every time. */
const TURNS = [
  'work has been a lot this week and i feel behind on everything',
  'my manager keeps moving the deadline and i cannot keep up',
  'i did not sleep well again, my head is foggy',
  '오늘 회사에서 너무 지쳤어 아무것도 하기 싫다',
  'i think i need a break but i do not know how to ask for one',
  'my friend cancelled on me again and i feel a bit lonely',
  '요즘 잠을 잘 못 자서 하루 종일 멍해',
  'thanks, that helps a little. what could i try tonight?',
];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n) => Math.round(n * 100) / 100;

export default {
  name: 'first-token',
  description: 'offline provider: send → first SSE delta with the safety gate in front (p50, p99)',
  apps: ['auth', 'billing', 'sessions', 'gateway'],
  diagnostics: true,

  async run(ctx) {
    const gatewayUrl = ctx.apps.gateway.url;
    const users = await signUpPro(gatewayUrl, ctx.env, USERS, 'first');
    const times = [];
    let refused = 0;
    const warmupEnd = performance.now() + ctx.options.warmupSeconds * 1000;
    const until = warmupEnd + ctx.options.durationSeconds * 1000;
    await Promise.all(
      users.map(async (user) => {
        const sessionId = await startTextSession(gatewayUrl, user);
        for (let n = 0; performance.now() < until; n++) {
          const sentAt = performance.now();
          const result = await sendMessage(gatewayUrl, user, sessionId, TURNS[n % TURNS.length]);
          if (result.status !== 200 || result.firstDeltaAt === undefined) refused++;
          else if (sentAt > warmupEnd) times.push(result.firstDeltaAt - result.sentAt);
          // The gateway allows 20 messages a minute per person.
          await sleep(Math.max(0, 3100 - (performance.now() - sentAt)));
        }
      }),
    );
    times.sort((a, b) => a - b);
    const p50 = round(percentile(times, 50));
    const p99 = round(percentile(times, 99));
    const summary = [
      `messages measured       ${times.length} (${USERS} conversations, one message every 3.1 s each)`,
      `send → first delta p50  ${p50} ms`,
      `send → first delta p99  ${p99} ms`,
      `refused or broken       ${refused}`,
    ].join('\n');
    return { summary, pass: refused === 0, data: { p50, p99, count: times.length, refused } };
  },
};
