import {
  type CrisisCategory,
  EN_BENIGN,
  EN_CRISIS,
  EN_NEGATION,
  EN_TOPICS,
  KO_BENIGN,
  KO_CRISIS,
  KO_NEGATION_AFTER,
  KO_NEGATION_BEFORE,
  KO_TOPICS,
  type RestrictedTopic,
} from './crisis-signals';
import { normalise } from './normalise';

/** Crisis first, and the most urgent reason first when a message holds several. */
const CATEGORY_ORDER: CrisisCategory[] = ['suicide', 'self_harm', 'abuse', 'violence'];
const TOPIC_ORDER: RestrictedTopic[] = ['medical', 'substances', 'explicit', 'expert_advice', 'prediction'];

/** Words people hide by spacing or dotting their letters ('s u i c i d e', 'k.m.s'). */
const EN_HIDDEN_WORDS =
  /(?:killmyself|kilmyself|suicid|unaliv|endmylife|selfharm|wanttodie|wannadie|hangmyself|^kms$|^kys$)/;

/** '다 끝낼 거야' is the end of a life unless a task is named ('숙제 다 끝내고 싶다'). */
const KO_ENDING_ALL = /(?:다|이제|오늘밤에?다|그냥다)끝(?:내고싶|낼거|낼래|내버릴|내려고|내야겠)/;
const KO_TASKS =
  /숙제|과제|일|업무|시험|프로젝트|공부|청소|게임|드라마|정리|보고서|빨래|설거지|회의|작업|마감/;

function stripAll(text: string, patterns: RegExp[]): string {
  return patterns.reduce((out, pattern) => out.replace(pattern, ' · '), text);
}

const globals = new WeakMap<RegExp, RegExp>();
const globalOf = (pattern: RegExp) => {
  let global = globals.get(pattern);
  if (!global) globals.set(pattern, (global = new RegExp(pattern.source, 'g')));
  return global;
};

/** An English match that the words just before it do not take back. */
function englishMatch(text: string, pattern: RegExp): boolean {
  for (const match of text.matchAll(globalOf(pattern))) {
    const clause =
      text
        .slice(0, match.index)
        .split(/[.!?;,]| but | though | although /)
        .pop() ?? '';
    const before = clause.trim().split(' ').slice(-3).join(' ');
    if (!EN_NEGATION.test(before)) return true;
  }
  return false;
}

function koreanMatch(text: string, pattern: RegExp): boolean {
  for (const match of text.matchAll(globalOf(pattern))) {
    const end = (match.index ?? 0) + match[0].length;
    const after = text.slice(end, end + 12);
    const before = text.slice(Math.max(0, (match.index ?? 0) - 4), match.index);
    if (!KO_NEGATION_AFTER.test(after) && !KO_NEGATION_BEFORE.test(before)) return true;
  }
  return false;
}

/** Letters spaced or dotted apart joined back into words: 'k i l l  m y s e l f' → 'killmyself'. */
function hiddenWords(squeezed: string): string[] {
  const joined = squeezed
    .replace(/\b[a-z](?:[\s.\-_*·]+[a-z]\b){2,}/g, (run) => ` ${run.replace(/[^a-z]/g, '')} `)
    .replace(/([a-z])[.\-_*·]+(?=[a-z])/g, '$1');
  const written = new Set(squeezed.split(/[^a-z]+/));
  return joined.split(/[^a-z]+/).filter((word) => word.length >= 3 && !written.has(word));
}

/**
 * The high-precision layer of the gate: every crisis pattern that fires on a message, named `<category>:<en|ko>:<n>`. The classifier
 * takes them as features, and the gate trusts alone only those that were right at least 85 % of
 * the times they fired on the train and dev splits (SafetyModelData.trustedRules).
 */
export function ruleHits(message: string): string[] {
  const forms = normalise(message);
  const english = stripAll(forms.squeezed, EN_BENIGN);
  const korean = stripAll(forms.compact, KO_BENIGN);
  const hits: string[] = [];
  // A language's patterns only run where its letters are: half the work on most messages.
  const latin = /[a-z]/.test(english);
  const hangul = /[가-힣ㄱ-ㅎ]/.test(korean);
  if (hangul && KO_ENDING_ALL.test(korean) && !KO_TASKS.test(korean)) hits.push('suicide:ko:ending');
  for (const category of CATEGORY_ORDER) {
    if (latin) {
      EN_CRISIS[category].forEach(
        (pattern, i) => englishMatch(english, pattern) && hits.push(`${category}:en:${i}`),
      );
    }
    if (hangul) {
      KO_CRISIS[category].forEach(
        (pattern, i) => koreanMatch(korean, pattern) && hits.push(`${category}:ko:${i}`),
      );
    }
  }
  if (latin && hiddenWords(english).some((word) => EN_HIDDEN_WORDS.test(word)))
    hits.push('suicide:en:hidden');
  return hits;
}

/** Every id ruleHits can name. */
export const ALL_RULE_IDS: readonly string[] = [
  'suicide:ko:ending',
  'suicide:en:hidden',
  ...CATEGORY_ORDER.flatMap((category) => [
    ...EN_CRISIS[category].map((_, i) => `${category}:en:${i}`),
    ...KO_CRISIS[category].map((_, i) => `${category}:ko:${i}`),
  ]),
];

/** The restricted topic of a message, if any. */
export function topicOf(message: string): RestrictedTopic | undefined {
  const forms = normalise(message);
  const english = stripAll(forms.squeezed, EN_BENIGN);
  const korean = stripAll(forms.compact, KO_BENIGN);
  return TOPIC_ORDER.find(
    (topic) => EN_TOPICS[topic].some((p) => p.test(english)) || KO_TOPICS[topic].some((p) => p.test(korean)),
  );
}
