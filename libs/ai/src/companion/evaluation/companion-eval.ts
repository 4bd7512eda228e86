import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hasBatchim } from 'es-hangul';
import type { Tone } from '../bank/reply-bank.types';
import type { CompanionLanguage, CompanionTurn } from '../companion-request';
import { composeOfflineReply } from '../offline-companion';
import { fitsCap } from '../reply-caps';
import { forgetReadings } from '../understanding/understand-turn';

/**
 * The offline companion's harness (issue 22). Each scripted conversation is played turn by turn;
 * every reply is scored against what the person said, as annotated in the data (not as the
 * companion understood it): `v` the turn's valence (- negative, m mixed, + positive, r relief,
 * t thanks, 0 neutral), `about` the things a listener would name back (alternatives with |) and
 * `feel` the feelings said or plainly meant.
 */
export interface ScriptedTurn {
  say: string;
  v: '-' | 'm' | '+' | 'r' | 't' | '0';
  about: string[];
  feel: string[];
}
export interface Conversation {
  id: string;
  lang: CompanionLanguage;
  tone: Tone;
  topic: string;
  turns: ScriptedTurn[];
}

/** Words that name a feeling back, by feeling; the harness's own lists, not the companion's. */
const FEELING_WORDS: Record<CompanionLanguage, Record<string, RegExp>> = {
  en: {
    anxious: /anxious|nervous|worr|scared|afraid|uneasy|on edge|panic|fear|terrified|shaken|shaky/,
    sad: /\bsad|down\b|\blow\b|heartbroken|upset|hurt|miserable|heavy|painful/,
    tired: /tired|exhausted|drained|worn|burn|wiped|rest\b/,
    angry: /angry|frustrat|\bmad\b|furious|annoy|fed up|pissed|irritat/,
    lonely: /lonely|alone|isolated|left out|invisible/,
    stressed: /stress|pressure|tense|swamped|a lot/,
    overwhelmed: /overwhelm|a lot|too much|drowning|swamped/,
    hurt: /hurt|let down|rejected|betrayed|disappoint|heartbroken|painful/,
    guilty: /guilt|ashamed|embarrass|hard on yourself|harsh|critic|blame/,
    empty: /empty|numb|flat|hollow/,
    stuck: /stuck|lost|confused|hard/,
    happy: /happy|glad|good|lovely|great|excited|proud/,
  },
  ko: {
    anxious: /불안|걱정|초조|긴장|두려|무서|놀라/,
    sad: /속상|슬프|슬펐|우울|무거|아프|가라앉/,
    tired: /지쳤|지치|피곤|힘들|힘드|쉬/,
    angry: /화|짜증|억울|킹받|빡/,
    lonely: /외로|외롭|혼자|쓸쓸/,
    stressed: /부담|스트레스|압박|버거/,
    overwhelmed: /벅차|버거|벅찼/,
    hurt: /상처|서운|실망|아프/,
    guilty: /자책|미안|죄송|창피|몰아붙|엄격|무거/,
    empty: /허전|공허|허무|텅/,
    stuck: /막막|답답/,
    happy: /좋|기쁘|반가/,
  },
};

const CELEBRATION = {
  en: /\b(?:congrat\w*|lovely to hear|great news|that's great|so happy for you|awesome|amazing|wonderful|glad to hear|good to hear|went well|that sounds (?:really )?good)\b/,
  ko: /축하|좋은 ?일|좋은 ?소식|잘됐|다행|기쁘|신나|좋았겠|좋으셨겠|반가/,
};
const OVERCLAIM = {
  en: /\b(?:congrat\w*|so happy|wonderful|amazing|great news|awesome|went well|lovely to hear)\b/,
  ko: /축하|좋은 ?일|좋은 ?소식|기쁘|신나|기쁨|좋았겠|좋으셨겠/,
};
const CONDOLENCE = {
  en: /\b(?:sorry you|sounds (?:really )?(?:hard|rough|painful)|that's a lot to carry|heavy)\b/,
  ko: /힘들었겠|속상|안타깝|힘드셨겠|슬펐겠|무거/,
};

function contradicts(turn: ScriptedTurn, reply: string, lang: CompanionLanguage): boolean {
  // The person's own words said back ("you congratulated him, but…") are not the companion's verdict.
  let text = reply.toLowerCase();
  for (const word of turn.say.toLowerCase().split(/[^a-z가-힣']+/))
    if (word.length >= 4) text = text.replaceAll(word, ' ');
  if (turn.v === '-' || turn.v === 'm')
    return CELEBRATION[lang].test(text) && !(turn.v === 'm' && /lighter|가벼|나아/.test(text));
  if (turn.v === 'r' || turn.v === 't') return OVERCLAIM[lang].test(text) || CONDOLENCE[lang].test(text);
  if (turn.v === '+') return CONDOLENCE[lang].test(text);
  return false;
}

const alternatives = (about: string) => about.split('|').filter(Boolean);

function names(reply: string, turn: ScriptedTurn, lang: CompanionLanguage): boolean {
  const text = reply.toLowerCase();
  return (
    turn.about.some((a) => alternatives(a).some((word) => text.includes(word.toLowerCase()))) ||
    turn.feel.some((f) => FEELING_WORDS[lang][f]?.test(text))
  );
}

/** The reply's question: its last sentence that asks. */
function questionOf(reply: string): string | null {
  const sentences = reply.split(/(?<=[.!?])\s+/);
  return [...sentences].reverse().find((s) => s.trim().endsWith('?')) ?? null;
}

function openingOf(reply: string, lang: CompanionLanguage): string {
  const words = reply
    .toLowerCase()
    .replace(/[.,!?…:;"']/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.slice(0, lang === 'ko' ? 1 : 2).join(' ');
}

/** 해요체 for the normal tone, 반말 for MZ: every sentence's ending. */
function speechLevelHolds(reply: string, tone: Tone): boolean {
  const sentences = reply
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.replace(/[.!?~…]+$/, '').trim())
    .filter((s) => /[가-힣]$/.test(s));
  return sentences.every((s) =>
    tone === 'normal' ? /(?:요|니다|까요|죠|세요)$/.test(s) : !/(?:요|니다|세요)$/.test(s),
  );
}

const PARTICLE = /^(이|가|은|는|을|를|과|와)(?![가-힣])/;
const NEEDS_BATCHIM: Record<string, boolean> = {
  이: true,
  가: false,
  은: true,
  는: false,
  을: true,
  를: false,
  과: true,
  와: false,
};

/** Particles right after a word the person used: '발표가', not '발표이'. */
function particlesHold(reply: string, turns: ScriptedTurn[]): boolean {
  for (const turn of turns) {
    for (const word of turn.about.flatMap(alternatives)) {
      let at = reply.indexOf(word);
      while (at >= 0) {
        const m = PARTICLE.exec(reply.slice(at + word.length));
        if (m && /[가-힣]$/.test(word) && NEEDS_BATCHIM[m[1]!] !== hasBatchim(word)) return false;
        at = reply.indexOf(word, at + 1);
      }
    }
  }
  return true;
}

interface Tally {
  replies: number;
  contradictions: number;
  repeats: number;
  sameOpenings: number;
  reflectTurns: number;
  reflected: number;
  followTurns: number;
  followed: number;
  oneQuestion: number;
  speechLevel: number;
  particles: number;
  overCap: number;
  worstMs: number;
  times: number[];
}

const empty = (): Tally => ({
  replies: 0,
  contradictions: 0,
  repeats: 0,
  sameOpenings: 0,
  reflectTurns: 0,
  reflected: 0,
  followTurns: 0,
  followed: 0,
  oneQuestion: 0,
  speechLevel: 0,
  particles: 0,
  overCap: 0,
  worstMs: 0,
  times: [],
});

export function playConversation(
  conversation: Conversation,
  tally: Tally,
  show: boolean,
  failures: string[],
  times?: number[],
  cpuTimes?: number[],
): void {
  const history: CompanionTurn[] = [];
  const openings = new Set<string>();
  const replies = new Set<string>();
  conversation.turns.forEach((turn, i) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const reply = composeOfflineReply({
      language: conversation.lang,
      tone: conversation.tone,
      persona: 'late-night-safe-space',
      history: [...history],
      message: turn.say,
      memory: [],
      afterCrisis: false,
      seed: conversation.id,
    });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    tally.times.push(ms);
    times?.push(ms);
    cpuTimes?.push((used.user + used.system) / 1000);
    tally.worstMs = Math.max(tally.worstMs, ms);
    tally.replies++;
    const lang = conversation.lang;
    const problems: string[] = [];
    if (contradicts(turn, reply, lang)) {
      tally.contradictions++;
      problems.push('valence');
    }
    if (replies.has(reply)) {
      tally.repeats++;
      problems.push('repeat');
    }
    const opening = openingOf(reply, lang);
    if (openings.has(opening)) {
      tally.sameOpenings++;
      problems.push(`opening "${opening}"`);
    }
    if (turn.about.length || turn.feel.length) {
      tally.reflectTurns++;
      if (names(reply, turn, lang)) tally.reflected++;
      else problems.push('no reflection');
    }
    const recent = conversation.turns
      .slice(Math.max(0, i - 1), i + 1)
      .filter((t) => t.about.length || t.feel.length);
    const question = questionOf(reply);
    if (recent.length) {
      tally.followTurns++;
      if (question && recent.some((t) => names(question, t, lang))) tally.followed++;
      else problems.push('question not about the last two turns');
    }
    if ((reply.match(/\?/g) ?? []).length === 1) tally.oneQuestion++;
    else problems.push('not one question');
    if (lang !== 'ko' || speechLevelHolds(reply, conversation.tone)) tally.speechLevel++;
    else problems.push('speech level');
    if (lang !== 'ko' || particlesHold(reply, conversation.turns.slice(0, i + 1))) tally.particles++;
    else problems.push('particle');
    if (!fitsCap(reply, lang)) {
      tally.overCap++;
      problems.push('over cap');
    }
    openings.add(opening);
    replies.add(reply);
    history.push({ role: 'user', content: turn.say }, { role: 'assistant', content: reply });
    if (show)
      console.log(`  > ${turn.say}\n  < ${reply}${problems.length ? `   [${problems.join('; ')}]` : ''}`);
    if (problems.length) failures.push(`${conversation.id}#${i + 1}: ${problems.join('; ')}`);
  });
}

export function readConversations(
  dir: string,
  split?: string,
): { split: string; conversation: Conversation }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl') && (!split || f === `${split}.jsonl`))
    .sort()
    .flatMap((file) =>
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => ({
          split: file.replace(/\.jsonl$/, ''),
          conversation: JSON.parse(line) as Conversation,
        })),
    );
}

const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 100);

/** Plays every conversation and prints the scores per split, language and tone; true when test meets the targets. */
export function evaluateCompanion(options: { dir: string; split?: string; show?: boolean }): boolean {
  const all = readConversations(options.dir, options.split);
  const cells = new Map<string, Tally>();
  const failures: string[] = [];
  for (const { split, conversation } of all) {
    const key = `${split} ${conversation.lang} ${conversation.tone}`;
    if (!cells.has(key)) cells.set(key, empty());
    if (options.show) console.log(`${split} ${conversation.id}`);
    playConversation(conversation, cells.get(key)!, Boolean(options.show), failures);
  }
  let pass = true;
  const rows = [...cells.entries()].sort(([a], [b]) => a.localeCompare(b));
  const times: number[] = [];
  console.log(
    'split lang tone    | convs replies | contra repeat opening | reflect  follow-up | one-q  speech particle | over-cap',
  );
  for (const [key, t] of rows) {
    times.push(...t.times);
    const convs = all.filter(({ split, conversation: c }) => `${split} ${c.lang} ${c.tone}` === key).length;
    const reflect = pct(t.reflected, t.reflectTurns);
    const follow = pct(t.followed, t.followTurns);
    const ok =
      t.contradictions === 0 &&
      t.repeats === 0 &&
      t.sameOpenings === 0 &&
      reflect >= 85 &&
      follow >= 70 &&
      t.overCap === 0;
    if (key.startsWith('test') && !ok) pass = false;
    console.log(
      `${key.padEnd(19)}| ${String(convs).padStart(5)} ${String(t.replies).padStart(7)} | ${String(t.contradictions).padStart(6)} ${String(t.repeats).padStart(6)} ${String(t.sameOpenings).padStart(7)} | ${`${reflect}%`.padStart(7)} ${`${follow}%`.padStart(9)} | ${`${pct(t.oneQuestion, t.replies)}%`.padStart(6)} ${`${pct(t.speechLevel, t.replies)}%`.padStart(6)} ${`${pct(t.particles, t.replies)}%`.padStart(8)} | ${String(t.overCap).padStart(8)}${ok ? '' : '  below target'}`,
    );
  }
  // Timing after the scored pass (which warmed the code up): every conversation three more times.
  // Wall time suffers from a busy machine; CPU time is what composing a reply costs.
  times.length = 0;
  const cpuTimes: number[] = [];
  for (let round = 0; round < 3; round++) {
    forgetReadings();
    for (const { conversation } of all) playConversation(conversation, empty(), false, [], times, cpuTimes);
  }
  const at = (list: number[], q: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0).toFixed(2);
  };
  console.log(
    `compose time over ${times.length} replies: CPU p50 ${at(cpuTimes, 0.5)} ms, p99 ${at(cpuTimes, 0.99)} ms; wall p50 ${at(times, 0.5)} ms, p99 ${at(times, 0.99)} ms`,
  );
  if (failures.length) {
    console.log(`\n${failures.length} turns with a finding:`);
    for (const f of failures.slice(0, options.show ? 0 : 60)) console.log(`  ${f}`);
  }
  const tested = rows.some(([key]) => key.startsWith('test'));
  console.log(
    !tested
      ? '\nNo test split played.'
      : pass
        ? '\nTest split meets the targets.'
        : '\nTest split is below a target.',
  );
  return pass;
}
