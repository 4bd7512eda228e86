// The voice round trip of issue #11: from the end of the person's utterance (the recognition
// result, when the client sends the words) to the first audio of the reply, as the voice screen
// does it: the reply streams (real `openai` client against a loopback model writing ~25 words a
// second), its first sentence is sent to POST /api/tts as soon as it is complete (real ElevenLabs
// client against a loopback server taking 150 ms to its first audio byte), and the clock stops at
// the first audio bytes. Target: p50 <= 500 ms, p95 <= 800 ms, in English and in Korean.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { percentile, signUpPro } from './lib/accounts.mjs';
import { table } from './lib/report.mjs';

const require = createRequire(import.meta.url);

const TARGET = { maxP50Ms: 500, maxP95Ms: 800, usersPerLanguage: 10, seconds: 30 };
const PACE_MS = 40;
const TTS_FIRST_BYTE_MS = 150;
const SEND_EVERY_MS = 3100;
const REPLIES = {
  en: 'That sounds really hard. I am here with you, and we can take it slowly. What feels heaviest right now?',
  ko: '많이 힘드셨겠어요. 천천히 같이 이야기해요. 지금 가장 무거운 건 무엇인가요?',
};
const SAID = { en: 'I feel so anxious about work lately', ko: '요즘 회사 때문에 너무 불안해요' };

let model;
let voice;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n) => Math.round(n);

/** One spoken turn: the words go out, the first sentence of the reply goes to TTS, the clock stops at its first audio. */
async function turn(url, user, sessionId, language) {
  const started = performance.now();
  const auth = { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.ip };
  const reply = await fetch(`${url}/api/sessions/${sessionId}/messages`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ content: SAID[language] }),
  });
  if (reply.status !== 200) return { error: reply.status };
  const reader = reply.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  let firstAudioAt;
  let speaking;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (block.includes('event: delta') && data) text += JSON.parse(data.slice(6)).delta;
    }
    const sentence = /^(.*?[.?!])(\s|$)/s.exec(text)?.[1];
    if (sentence && !speaking) {
      speaking = fetch(`${url}/api/tts`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          text: sentence.trim(),
          voiceId: language === 'ko' ? 'hype-friend' : 'late-night-safe-space',
          // As the page asks it: the sentence is kept with the reply (sealed) for its transcript.
          sessionId,
          turnId: randomUUID(),
          part: 0,
        }),
      }).then(async (audio) => {
        const first = await audio.body.getReader().read();
        if (audio.status === 200 && first.value?.length) firstAudioAt = performance.now();
      });
    }
  }
  await speaking;
  return firstAudioAt ? { ms: firstAudioAt - started } : { error: 'no audio' };
}

export default {
  name: 'voice',
  description:
    'end of utterance → first reply audio (streamed reply, first sentence to server TTS), en and ko',
  apps: ['auth', 'billing', 'sessions', 'gateway'],
  // NODE_ENV=test: billing in production refuses to start without Toss keys, and this bench pays nothing.
  diagnostics: true,

  async prepare({ root }) {
    const testing = join(root, 'dist/node/libs/testing/src');
    const { OpenAiCompatibleServer } = require(join(testing, 'openai-compatible-server.js'));
    const { ElevenLabsCompatibleServer } = require(join(testing, 'elevenlabs-compatible-server.js'));
    model = new OpenAiCompatibleServer();
    model.paceMs = PACE_MS;
    model.replyFor = (message) => (/[가-힣]/.test(message) ? REPLIES.ko : REPLIES.en);
    voice = new ElevenLabsCompatibleServer();
    voice.latencyMs = TTS_FIRST_BYTE_MS;
    await model.start();
    await voice.start();
    return {
      env: {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: model.url,
        AI_MODEL: 'bench-model',
        AI_API_KEY: 'sk-bench',
        ELEVENLABS_API_KEY: 'el-bench',
        ELEVENLABS_BASE_URL: voice.url,
      },
      cleanup: async () => {
        await model.stop();
        await voice.stop();
      },
    };
  },

  async run(ctx) {
    const url = ctx.apps.gateway.url;
    const total = TARGET.usersPerLanguage * 2;
    const users = await signUpPro(url, ctx.env, total, 'voice');
    const results = { en: [], ko: [] };
    const errors = [];
    const warmupEnd = performance.now() + ctx.options.warmupSeconds * 1000;
    const until = warmupEnd + TARGET.seconds * 1000;
    ctx.log(
      `${total} voice sessions (${TARGET.usersPerLanguage} per language), ${TARGET.seconds} s after ${ctx.options.warmupSeconds} s warm-up`,
    );
    await Promise.all(
      users.map(async (user, i) => {
        const language = i % 2 ? 'ko' : 'en';
        const started = await fetch(`${url}/api/sessions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${user.token}`,
            'content-type': 'application/json',
            'x-forwarded-for': user.ip,
          },
          body: JSON.stringify({ type: 'voice', tone: 'normal', language }),
        });
        const sessionId = (await started.json()).session.id;
        while (performance.now() < until) {
          const at = performance.now();
          const outcome = await turn(url, user, sessionId, language);
          if (outcome.error) errors.push(outcome.error);
          else if (at > warmupEnd) results[language].push(outcome.ms);
          await sleep(Math.max(0, SEND_EVERY_MS - (performance.now() - at)));
        }
      }),
    );
    const figures = {};
    for (const language of ['en', 'ko']) {
      const sorted = results[language].sort((a, b) => a - b);
      figures[language] = {
        samples: sorted.length,
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
      };
      ctx.log(
        `  ${language}: ${sorted.length} turns, p50 ${figures[language].p50} ms, p95 ${figures[language].p95} ms`,
      );
    }
    const ok = (f) => f.samples > 0 && f.p50 <= TARGET.maxP50Ms && f.p95 <= TARGET.maxP95Ms;
    const pass = ok(figures.en) && ok(figures.ko) && errors.length === 0;
    return {
      pass,
      summary:
        table(
          ['end of utterance → first audio', 'p50', 'p95', 'turns', 'target', ''],
          ['en', 'ko'].map((l) => [
            l,
            `${figures[l].p50} ms`,
            `${figures[l].p95} ms`,
            String(figures[l].samples),
            `<= ${TARGET.maxP50Ms} / ${TARGET.maxP95Ms} ms`,
            ok(figures[l]) ? 'PASS' : 'MISS',
          ]),
        ) +
        `\nmodel ${PACE_MS} ms a word, TTS ${TTS_FIRST_BYTE_MS} ms to first audio; errors: ${errors.length ? JSON.stringify(errors.slice(0, 5)) : 'none'}`,
      data: { figures, errors: errors.length, paceMs: PACE_MS, ttsFirstByteMs: TTS_FIRST_BYTE_MS },
    };
  },
};
