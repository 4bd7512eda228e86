import { josa } from 'es-hangul';
import type { ByTone, Feeling, Tone } from './bank/reply-bank.types';
import { EN_FRAMES } from './bank/reply-frames.en';
import { KO_FRAMES } from './bank/reply-frames.ko';
import type { BoosterTool, QuestionPhase, ReplyFrames, StepKind } from './bank/reply-frames.types';
import type { CompanionLanguage, CompanionRequest } from './companion-request';
import { fitsCap } from './reply-caps';
import { contradictsValence } from './reply-valence';
import { openingOf } from './reply-openings';
import {
  EN_ADJECTIVES,
  KO_DEFAULT_PREDICATE,
  KO_EASED_NOUN,
  KO_FEELING_NOUN,
} from './understanding/feeling-words';
import { sayBack } from './understanding/english-turn';
import { koreanEnding } from './understanding/korean-turn';
import { readInContext } from './understanding/read-in-context';
import { type NamedFeeling, type TurnReading, understandTurn } from './understanding/understand-turn';

/** FNV-1a: a stable number from the session and the turn, so the same session reads the same. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function rotate<T>(items: readonly T[], start: number): T[] {
  if (items.length === 0) return [];
  const at = start % items.length;
  return [...items.slice(at), ...items.slice(0, at)];
}

type Slots = Partial<
  Record<
    | 'because'
    | 'said'
    | 'clause'
    | 'pred'
    | 'past'
    | 'adj'
    | 's'
    | 'quote'
    | 'fnoun'
    | 'plan'
    | 'helper'
    | 'feelingWord'
    | 'wonder'
    | 'how',
    string
  >
>;

/** Fills a frame, or null when it needs a slot this turn cannot fill. */
function fill(frame: string, slots: Slots): string | null {
  let missing = false;
  const out = frame.replace(
    /\{(S|s|because|said|clause|pred|past|adj|quote|fnoun|plan|helper|wonder|how)\}(?:\{(이\/가|은\/는|을\/를|와\/과|으로\/로)\})?/g,
    (_, key: string, particle?: string) => {
      const value = slots[(key === 'S' ? 's' : key) as keyof Slots];
      if (!value) {
        missing = true;
        return '';
      }
      if (particle) return josa(value, particle as '이/가');
      return key === 'S' ? value[0]!.toUpperCase() + value.slice(1) : value;
    },
  );
  // A frame written with a slot this code does not know would show its braces: never send that.
  return missing || /[{}]/.test(out) ? null : out;
}

const BOOSTER_CUE: [keyof TurnReading['cues'], BoosterTool][] = [
  ['panic', 'breathe'],
  ['selfCritical', 'thoughtCheck'],
  ['rumination', 'worryWindow'],
  ['sleepTrouble', 'windDown'],
];

const STEP_FOR: Record<Feeling, StepKind> = {
  anxious: 'calm',
  stressed: 'calm',
  overwhelmed: 'tiny',
  tired: 'rest',
  sad: 'rest',
  empty: 'rest',
  lonely: 'reach',
  angry: 'vent',
  hurt: 'vent',
  stuck: 'tiny',
  guilty: 'kind',
  happy: 'tiny',
};

/** The frame's longest fixed words: what makes two uses of one frame the same question. */
function signature(frame: string): string {
  return frame
    .split(/\{[^}]+\}/)
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;
}

function feelingOf(reading: TurnReading): NamedFeeling | undefined {
  const hard = reading.feelings.filter((f) => f.feeling !== 'happy');
  if (hard.length) return [...hard].sort((a, b) => b.intensity - a.intensity)[0];
  if (reading.implied) {
    return {
      feeling: reading.implied,
      intensity: 0.5,
      en: EN_ADJECTIVES[reading.implied][0]!,
      ko: KO_DEFAULT_PREDICATE[reading.implied],
    };
  }
  return undefined;
}

function slotsFor(
  reading: TurnReading,
  language: CompanionLanguage,
  tone: Tone,
  subject: string | undefined,
  message: string,
): Slots {
  const feeling =
    reading.valence === 'positive' ? reading.feelings.find((f) => f.feeling === 'happy') : feelingOf(reading);
  const slots: Slots = { s: subject };
  const eased = reading.eased[0];
  if (eased) Object.assign(slots, { adj: eased.en, fnoun: KO_EASED_NOUN[eased.feeling] });
  const sameLanguage = reading.language === language;
  const ownWords =
    sameLanguage && reading.clause && !reading.asked && reading.act !== 'advice' ? reading.clause : null;
  // A plan the person made ("I'll try…", "예약해볼게") is named back with the thanks.
  if (
    ownWords &&
    /\b(?:you'll|you will|going to|gonna|try|trying|ready to|plan to|want to)\b|^\w+ing\b|(?:볼게|할게|해볼게|거야|려고)/.test(
      ownWords,
    )
  )
    slots.plan = ownWords;
  if (language === 'ko') {
    if (feeling) {
      slots.feelingWord = feeling.word;
      slots.pred = tone === 'genz' ? feeling.ko.genz : feeling.ko.normal;
      slots.past = tone === 'genz' ? feeling.ko.genzPast : feeling.ko.normalPast;
    }
    // "말씀드려도 될까요?" → "말씀드려도 될지": the person's dilemma as a clause.
    const asked = sameLanguage && reading.asked ? reading.clause?.replace(/요$/, '') : undefined;
    if (asked && /까$/.test(asked) && !/언제|뭘|뭐|무엇|어떻게|어떡|왜|누가|누구|어디|얼마/.test(asked))
      slots.wonder = `${asked.slice(0, -1)}지`;
    if (ownWords && reading.clause) {
      const ending = koreanEnding(reading.clause);
      slots.because = ending.because ?? undefined;
      slots.said = ending.said?.[tone];
      if (reading.clause.includes(' ') && !/(?:줘서|주셔서)$/.test(reading.clause))
        slots.quote = reading.clause;
    }
  } else {
    if (feeling) slots.adj = feeling.en;
    if (ownWords) slots.clause = ownWords;
    const dilemma =
      sameLanguage &&
      /^(?:(?:so|but|and|like|ok|okay|honestly|idk),? )*(?:should i|do you think i should) (.+?)\??$/i.exec(
        message
          .trim()
          .split(/(?<=[.!?])\s+/)
          .find((s) => /should i/i.test(s)) ?? '',
      );
    // "How do I stop beating myself up?" → "a way to stop beating yourself up".
    const seeking = sameLanguage && /\bhow (?:do|can|should|would) i (.+?)\??$/i.exec(message.trim());
    if (seeking && seeking[1]!.split(' ').length <= 10)
      slots.how = sayBack(
        seeking[1]!
          .replace(/[?.!]+$/, '')
          .replace(/^(?:even|just|ever) /i, '')
          .toLowerCase(),
      );
    if (dilemma)
      slots.wonder = sayBack(
        dilemma[1]!
          .replace(/[?.!]+$/, '')
          .replace(/\s+or\s+(?:not|is|am|are|would|should|do|does|was)\b.*$/i, '')
          .toLowerCase(),
      );
    // "writing a plan with you helped" → "writing a plan with me": what helped, said back.
    const helper = sameLanguage
      ? /(?:^|[.,!]\s*)(?:ok(?:ay)?,?\s+|and\s+)?([a-z][\w\s']{2,40}?)\s+(?:really |actually |kind of )?(?:helped|helps|makes me feel|made me feel)\b/i.exec(
          message,
        )
      : null;
    if (helper && !/^(?:it|that|this|nothing)$/i.test(helper[1]!))
      slots.helper = sayBack(helper[1]!.toLowerCase());
  }
  return slots;
}

function reflectionFamilies(reading: TurnReading, frames: ReplyFrames): ByTone[] {
  const r = frames.reflect;
  if (reading.act === 'greeting' && reading.valence === 'neutral') return [r.greeting];
  if (reading.valence === 'relief') return [r.relief];
  if (reading.valence === 'mixed' && reading.act === 'relief') return [r.reliefMixed, r.relief];
  if (reading.act === 'thanks' && reading.valence !== 'negative') return [r.thanks];
  if (reading.valence === 'positive') return [r.positive, r.thanks];
  const named = reading.feelings.length > 0 || reading.implied !== undefined;
  if (reading.act === 'advice' || reading.act === 'question') {
    // "should I…?", "…될까요?": the dilemma said back comes first.
    const rest =
      reading.valence === 'neutral' && !named
        ? [r.neutral, r.subject]
        : [r.subjectFeeling, r.feeling, r.subject, r.neutral];
    return [r.wondering, ...rest];
  }
  if (reading.valence === 'neutral' && !named) return [r.said, r.quote, r.neutral, r.subject];
  const hard = [
    r.because,
    r.clause,
    r.saidFeeling,
    r.subjectFeeling,
    r.said,
    r.quote,
    r.feeling,
    r.subject,
    r.neutral,
  ];
  return reading.cues.selfCritical ? [r.selfCritical, ...hard] : hard;
}

function phaseOf(reading: TurnReading, turn: number): QuestionPhase {
  if (reading.valence === 'relief' || (reading.act === 'relief' && reading.valence === 'mixed'))
    return 'relief';
  if (reading.act === 'thanks' && reading.valence !== 'negative') return 'relief';
  if (reading.valence === 'positive') return 'positive';
  if (reading.act === 'greeting' && reading.valence === 'neutral') return 'greeting';
  if (reading.act === 'advice') return 'step';
  // Nothing hard was said: keep exploring rather than ask what makes it heavy.
  if (reading.valence === 'neutral' && !reading.feelings.length && !reading.implied) return 'listen';
  return turn <= 2 ? 'listen' : turn <= 4 ? 'understand' : 'step';
}

const FALLBACK_PHASES: QuestionPhase[] = ['listen', 'understand', 'step'];

/**
 * The offline companion (issue 22): every reply is composed from what was understood of this turn
 * and the ones before. It reflects the feeling and the content in the person's words, never
 * against the turn's valence, adds a small step or a mood booster when the talk is ready for one,
 * and asks one open question about something said in the last two turns. No reply, opening or
 * question repeats within a session, and every reply fits the caps.
 */
export function composeOfflineReply(request: CompanionRequest): string {
  const { language, tone } = request;
  const frames = language === 'ko' ? KO_FRAMES : EN_FRAMES;
  const said = request.history.filter((t) => t.role === 'user').map((t) => understandTurn(t.content));
  const replies = request.history.filter((t) => t.role === 'assistant').map((t) => t.content);
  const previous = said.at(-1);
  const now = readInContext(understandTurn(request.message), previous);
  const turn = said.length + 1;
  const seed = hash(`${request.seed}:${turn}`);
  const ownSubject = (r?: TurnReading) => (r && r.language === language ? r.subjects[0]?.phrase : undefined);
  const topicSubject = (r?: TurnReading) =>
    r && r.language === language ? r.subjects.find((x) => x.topic)?.phrase : undefined;
  const subject = ownSubject(now);
  const recentSubject = subject ?? ownSubject(previous);
  const earlierSubject = [...said].reverse().map(topicSubject).find(Boolean);
  const recentFeeling = now.eased[0] ?? feelingOf(now) ?? (previous ? feelingOf(previous) : undefined);
  const easing =
    now.valence === 'relief' || (now.valence === 'mixed' && now.act === 'relief') || now.act === 'thanks';
  const used = (text: string) => replies.some((reply) => reply.includes(text));
  const openings = new Set(replies.map((reply) => openingOf(reply, language)));

  // 1. The reflection: the first frame that fills from this turn and opens unlike any reply before.
  const carried =
    !feelingOf(now) &&
    previous &&
    (now.asked || request.message.trim().split(/\s+/).length <= 2) &&
    (now.valence === 'negative' || now.valence === 'neutral')
      ? feelingOf(previous)
      : undefined;
  const reading: TurnReading = carried ? { ...now, implied: carried.feeling, valence: 'negative' } : now;
  const slots = slotsFor(
    reading,
    language,
    tone,
    easing ? (topicSubject(now) ?? ownSubject(previous) ?? earlierSubject) : subject,
    request.message,
  );
  const reflections: string[] = [];
  for (const family of reflectionFamilies(reading, frames)) {
    // Frames that carry the person's words come before the generic ones.
    const rich = family[tone].filter((f) => f.includes('{'));
    const plain = family[tone].filter((f) => !f.includes('{'));
    for (const frame of [...rotate(rich, seed), ...rotate(plain, seed)]) {
      if (saysFeelingTwice(frame, slots)) continue;
      const text = fill(frame, slots);
      // The person's words said back must not read as cheering a hard turn ('좋은 소식을 들었는데도…').
      if (text && !used(text) && !contradictsValence(reading, '', text, language)) reflections.push(text);
    }
  }
  if (!reflections.length) reflections.push(...frames.reflect.neutral[tone].filter((f) => !f.includes('{')));
  // "Is it normal to feel this shaken?": a question about oneself is answered before anything else.
  const normalising =
    now.asked &&
    /\b(?:normal|weird|just me|only one)\b|정상|이상한|다들|원래|나만/.test(request.message.toLowerCase());
  const lead = normalising
    ? (fill(frames.normalising[tone][0]!, slots) ?? frames.normalising[tone][1]!)
    : now.act === 'question'
      ? (rotate(frames.askedBack[tone], seed).find((a) => !used(a.trim())) ?? '')
      : '';
  const openers = rotate(frames.openers[tone], seed >> 3).filter((o) => !used(o.trim()));
  const withOpenings = reflections.flatMap((text) => [
    `${lead}${text}`,
    ...openers.map((o) => `${lead}${o}${o.endsWith(', ') ? lowerFirst(text, language) : text}`),
  ]);
  const fresh = withOpenings.filter((text) => !openings.has(openingOf(text, language)));
  const orderedReflections = fresh.length ? fresh : withOpenings;

  // 2. A small step or a booster, when the talk is ready for one and none was offered last time.
  const phase = phaseOf(now, turn);
  const lastReply = replies.at(-1) ?? '';
  const steppedLastTime = [...Object.values(frames.boosters), ...Object.values(frames.steps)].some((byTone) =>
    byTone[tone].some((line) => lastReply.includes(line)),
  );
  const cueNow = BOOSTER_CUE.find(([cue]) => now.cues[cue])?.[1];
  const cueEarlier = BOOSTER_CUE.find(([cue]) => said.slice(-2).some((r) => r.cues[cue]))?.[1];
  const hardTurn = now.valence === 'negative' || (now.valence === 'mixed' && now.act !== 'relief');
  let tool: BoosterTool | undefined;
  const ready = phase === 'step' || phase === 'understand' || now.cues.panic;
  for (const candidate of [cueNow, ready ? cueEarlier : undefined]) {
    if (candidate && !frames.boosters[candidate][tone].some(used)) {
      tool = candidate;
      break;
    }
  }
  const steps: string[] = [];
  if (hardTurn && !steppedLastTime) {
    if (tool && (ready || cueNow === 'breathe')) steps.push(...frames.boosters[tool][tone]);
    if (phase === 'step') {
      const feeling = feelingOf(now)?.feeling ?? feelingOf(previous ?? now)?.feeling;
      const kind: StepKind = now.cues.selfCritical
        ? 'kind'
        : now.act === 'advice' || !feeling
          ? 'tiny'
          : STEP_FOR[feeling];
      steps.push(...rotate(frames.steps[kind][tone], seed >> 5).filter((line) => !used(line)));
    }
  }

  // 3. One open question about what was said in the last two turns, never one asked before:
  // about its subject, else about the feeling, else about something said earlier.
  const phases = [
    phase,
    ...FALLBACK_PHASES.filter((p) => p !== phase && phase !== 'relief' && phase !== 'positive'),
  ];
  // On a turn that eases, the reflection has named the easing; the question goes back to what was
  // just said before it (a new subject of this turn's, else that turn's subject, then its feeling).
  const askedFeeling = (easing && previous ? feelingOf(previous) : undefined) ?? recentFeeling;
  // A feeling that has eased is named as it was ('불안했던 마음'), not as if it were still here.
  const feelingSlots: Slots = askedFeeling
    ? {
        adj: askedFeeling.en,
        fnoun: (easing ? KO_EASED_NOUN : KO_FEELING_NOUN)[askedFeeling.feeling],
      }
    : {};
  const questions: string[] = [];
  const ask = (frames: readonly string[], slots: Slots, turnSeed: number) => {
    for (const frame of rotate(frames, turnSeed)) {
      if (used(signature(frame))) continue;
      const text = fill(frame, slots);
      if (text && !questions.includes(text)) questions.push(text);
    }
  };
  const firstSubject = easing ? (topicSubject(now) ?? ownSubject(previous)) : recentSubject;
  for (const p of phases) ask(frames.questions[p].subject[tone], { s: firstSubject }, seed >> 7);
  for (const p of phases) ask(frames.questions[p].feeling[tone], feelingSlots, seed >> 9);
  for (const p of phases) ask(frames.questions[p].subject[tone], { s: earlierSubject }, seed >> 7);
  for (const p of phases) ask(frames.questions[p].plain[tone], {}, seed >> 11);
  if (!questions.length) questions.push(...frames.questions.listen.plain[tone]);

  for (const reflection of orderedReflections) {
    for (const question of questions) {
      for (const parts of [
        [reflection, steps[0], question],
        [reflection, question],
      ]) {
        const reply = parts.filter(Boolean).join(' ');
        // The whole reply, question included ('축하 회식은…?' to a hard turn), keeps to the valence.
        if (
          !replies.includes(reply) &&
          fitsCap(reply, language) &&
          !contradictsValence(reading, '', reply, language)
        )
          return reply;
      }
    }
  }
  // A long session that has used every frame: any new pairing of a plain line and a question.
  const lines = [...frames.reflect.neutral[tone], ...frames.reflect.feeling[tone]].flatMap(
    (f) => fill(f, slots) ?? [],
  );
  const anyQuestion = Object.values(frames.questions).flatMap((set) => [
    ...set.subject[tone].flatMap((f) => fill(f, { s: recentSubject ?? earlierSubject }) ?? []),
    ...set.feeling[tone].flatMap((f) => fill(f, feelingSlots) ?? []),
    ...set.plain[tone],
  ]);
  for (const opener of ['', ...frames.openers[tone]]) {
    for (const line of lines) {
      for (const question of anyQuestion) {
        const reply = `${opener}${line} ${question}`;
        if (
          !replies.includes(reply) &&
          fitsCap(reply, language) &&
          !contradictsValence(reading, '', reply, language)
        )
          return reply;
      }
    }
  }
  return orderedReflections.find((r) => fitsCap(r, language)) ?? frames.reflect.neutral[tone].at(-1)!;
}

/** '불안해서 불안하구나', 'you feel sad, and that's left you feeling sad': the feeling said twice. */
function saysFeelingTwice(frame: string, slots: Slots): boolean {
  if (slots.clause && slots.adj && frame.includes('{clause}') && frame.includes('{adj}'))
    return slots.clause.toLowerCase().includes(slots.adj.split(' ')[0]!);
  const own =
    (frame.includes('{because}') ? slots.because : frame.includes('{said}') ? slots.said : '') ?? '';
  if (own && (frame.includes('{pred}') || frame.includes('{past}'))) {
    const word = slots.feelingWord ?? (slots.pred ?? '').replace(/^많이 /, '').slice(0, 2);
    return word.length >= 2 && own.replace(/\s/g, '').includes(word);
  }
  return false;
}

function lowerFirst(text: string, language: CompanionLanguage): string {
  if (language === 'ko' || /^I\b/.test(text)) return text;
  return text[0]!.toLowerCase() + text.slice(1);
}
