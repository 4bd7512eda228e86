import type { Feeling, Topic } from './bank/reply-bank.types';
import type { CompanionRequest } from './companion-request';
import { bankFor, readFeelings } from './read-feelings';
import { fitsCap } from './reply-caps';

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

/** Feelings that call for a small grounding step straight away. */
const ACUTE: ReadonlySet<Feeling> = new Set(['anxious', 'overwhelmed', 'stressed', 'angry']);

/**
 * The offline companion: reflective listening from a reply bank kept as data. It names back the
 * feeling (or the topic) in its own words, offers a small step when it fits, asks one open
 * question, reaches back to what was said earlier, never repeats itself within a session and stays
 * within the word caps.
 */
export function composeOfflineReply(request: CompanionRequest): string {
  const bank = bankFor(request.language);
  const tone = request.tone;
  const now = readFeelings(request.message);
  const earlierUser = request.history.filter((turn) => turn.role === 'user');
  const earlier = earlierUser.map((turn) => readFeelings(turn.content));
  const earlierFeeling = [...earlier].reverse().find((r) => r.feelings.length)?.feelings[0];
  const earlierTopics = earlier.flatMap((r) => r.topics);
  const feeling: Feeling | undefined =
    now.feelings[0] ?? (request.message.length < 25 ? earlierFeeling : undefined);
  const topic: Topic | undefined = now.topics[0];
  const turn = earlierUser.length;
  const seed = hash(`${request.seed}:${turn}:${request.message}`);

  const replies = request.history.filter((t) => t.role === 'assistant').map((t) => t.content);
  const fresh = (line: string) => !replies.some((reply) => reply.includes(line));
  const withTopic = (line: string, name?: Topic) =>
    line.includes('{topic}') ? (name ? line.replaceAll('{topic}', bank.topicNames[name]) : null) : line;

  const reflections = (
    feeling
      ? bank.reflections[feeling][tone]
      : topic
        ? bank.topicReflections[tone]
        : bank.neutralReflections[tone]
  )
    .map((line) => withTopic(line, topic))
    .filter((line): line is string => line !== null);
  const steps = feeling ? bank.steps[feeling][tone] : [];
  const callbackTopic = !topic ? earlierTopics.find((t) => t !== topic) : undefined;
  const callbacks =
    callbackTopic && turn >= 2 && turn % 3 === 2
      ? bank.callbacks[tone].map((line) => line.replaceAll('{topic}', bank.topicNames[callbackTopic]))
      : [];
  const questions = [...callbacks, ...rotate(bank.questions[feeling ?? 'neutral'][tone], seed >> 3)];
  const lastReply = request.history.filter((t) => t.role === 'assistant').at(-1)?.content ?? '';
  const steppedLastTime = Object.values(bank.steps).some((byTone) =>
    byTone[tone].some((line) => lastReply.includes(line)),
  );
  const offerStep = feeling !== undefined && !steppedLastTime && (ACUTE.has(feeling) || turn % 2 === 1);

  const orderedReflections = [...rotate(reflections, seed).filter(fresh), ...rotate(reflections, seed)];
  const neutralQuestions = rotate(bank.questions.neutral[tone], seed >> 7);
  const orderedQuestions = [
    ...questions.filter(fresh),
    ...neutralQuestions.filter(fresh),
    ...questions,
    ...neutralQuestions,
  ];
  const orderedSteps = rotate(steps, seed >> 5);
  const step = offerStep ? orderedSteps.find(fresh) : undefined;
  const previous = new Set(replies);
  // Whole replies never repeat: walk the combinations until one is new and fits the cap.
  for (const reflection of orderedReflections) {
    for (const question of orderedQuestions) {
      const shapes = [
        [reflection, step, question],
        [reflection, question],
        ...orderedSteps.map((s) => [reflection, s, question]),
      ];
      for (const parts of shapes) {
        const reply = parts.filter(Boolean).join(' ');
        if (!previous.has(reply) && fitsCap(reply, request.language)) return reply;
      }
    }
  }
  return orderedReflections[0] ?? bank.neutralReflections[tone][0];
}
