import { hasBatchim } from 'es-hangul';
import type { Topic } from '../bank/reply-bank.types';
import { koreanTopicOf } from './topic-nouns';

/**
 * Korean without a morphological analyser: an eojeol is a stem plus particles or endings. These
 * rules take a particle off a noun (checked against the batchim it needs, so '아이' keeps its '이')
 * and turn the end of a sentence into the forms a reflection needs. General rules, not sentences.
 */

/** Particles that follow a noun, longest first; `after` is the batchim the particle needs. */
const PARTICLES: { form: string; after?: boolean }[] = [
  ...[
    '에서부터',
    '에게서',
    '한테서',
    '으로는',
    '에서는',
    '에서도',
    '한테는',
    '에게는',
    '까지는',
    '부터는',
  ].map((form) => ({ form })),
  ...[
    '이랑',
    '께서',
    '에서',
    '에게',
    '한테',
    '까지',
    '부터',
    '처럼',
    '보다',
    '이나',
    '마다',
    '밖에',
    '조차',
    '이라도',
    '에는',
    '에도',
  ].map((form) => ({ form })),
  { form: '라도', after: false },
  // The copula after a noun ('큰일인데', '문제야', '실패라서'): the noun is what is meant.
  { form: '인데', after: true },
  { form: '이라서', after: true },
  { form: '이야', after: true },
  { form: '으로', after: true },
  { form: '은', after: true },
  { form: '는', after: false },
  { form: '이', after: true },
  { form: '가', after: false },
  { form: '을', after: true },
  { form: '를', after: false },
  { form: '과', after: true },
  { form: '와', after: false },
  { form: '랑', after: false },
  { form: '로', after: false },
  { form: '에', after: undefined },
  { form: '도', after: undefined },
  { form: '만', after: undefined },
  { form: '께', after: undefined },
];

/** Nouns of one syllable worth naming back; other one-syllable stems are too often verb pieces. */
const SHORT_NOUNS = new Set(
  '일 잠 돈 몸 밤 집 꿈 말 빚 병 팀 글 책 밥 약 차 형 딸 썸 술 길 살 끼'.split(' '),
);

/** A word with nothing attached that reads as a noun: two or three syllables, no verb ending. */
function plainNoun(word: string): boolean {
  return (
    /^[가-힣]{2,3}$/.test(word) &&
    !NOT_A_SUBJECT.has(word) &&
    !/[고서면게지니며아어해요다자는은을를이가도만와과로에던할한된될까나야라텐랑데죠네히]$/.test(word)
  );
}

/** Stems that are not what a turn is about: pronouns, time words, fillers, generic nouns. */
const NOT_A_SUBJECT = new Set(
  (
    '나 너 저 제 내 네 우리 저희 너희 그 이 저것 그것 이것 그거 이거 저거 그게 이게 뭐 무엇 누구 어디 언제 ' +
    '것 거 게 때 수 데 줄 적 척 듯 만큼 정도 중 뿐 오늘 요즘 지금 이번 다음 어제 내일 하루 매일 맨날 ' +
    '진짜 정말 너무 그냥 좀 조금 많이 다 모두 다들 아무도 아무것 기분 마음 생각 느낌 얘기 이야기 말씀 ' +
    '사실 자꾸 계속 혼자 같이 서로 자신 스스로 본인 하나 하나도 한번 처음 마지막 요새 최근 예전 앞 뒤 ' +
    '주 다음주 이번주 지난주 밤새 방금 아까 나중 이따 점점 괜히 막상 제대로 별로 전혀 항상 절대 왜 어떻게 ' +
    '그래 이래 저래 여기 거기 저기 이게 그건 이건 누가 사람 뭔가 어디 위로 도움 얘기 이야기 말 ' +
    '그동안 이렇게 그렇게 저렇게 아무 아직 아직도 가끔 벌써 이미 자주 늘 먼저 일단 또 다시 이제 하도 제일 가장 시간 동안 이상 만약 혹시 차라리'
  ).split(' '),
);

export function hangulOnly(word: string): string {
  return word.replace(/[^가-힣]/g, '');
}

/** A noun stem and the particle that followed it, when the eojeol reads as one. */
export function nounOf(eojeol: string): { stem: string; particle: string } | null {
  const word = hangulOnly(eojeol);
  if (!word) return null;
  for (const { form, after } of PARTICLES) {
    if (!word.endsWith(form) || word.length <= form.length) continue;
    let stem = word.slice(0, -form.length);
    if (after !== undefined && hasBatchim(stem) !== after) continue;
    // '다행이라는 말', '행복하다는데': a quotation (-다는, -라는) modifies what follows; no noun here.
    if (form === '는' && /(?:이라|다)$/.test(stem) && !koreanTopicOf(stem)) return null;
    // '먹어도', '쉬어도': -아/어도 joins two clauses; the word is a verb.
    if (form === '도' && /[어아여워와해봐돼려쳐겨]$/.test(stem) && !koreanTopicOf(stem)) return null;
    // Stacked particles ('사람들이랑도', '것보다는'): the noun is under both.
    const inner =
      form.length <= 2 ? STACKED.find((f) => stem.endsWith(f) && stem.length > f.length) : undefined;
    if (inner) stem = stem.slice(0, -inner.length);
    return acceptable(stem) ? { stem, particle: form } : null;
  }
  return null;
}

/** Times of day and week: the setting of a turn more often than its subject. */
const KO_SETTINGS = new Set(['밤', '새벽', '주말', '아침', '밤잠']);

/** Particles that another particle may follow ('이랑' + '도', '보다' + '는'). */
const STACKED = ['이랑', '에서', '에게', '한테', '까지', '부터', '처럼', '보다', '하고'];

/**
 * A verb made of a topic noun and 하다 ('입대해', '간병하고', '이사했어'): the noun is what the
 * turn is about.
 */
export function hadaNounOf(eojeol: string): string | null {
  const m = /^([가-힣]{2,3}?)(?:해|했|하|할|한|합|함)[가-힣]*$/.exec(hangulOnly(eojeol));
  return m && koreanTopicOf(m[1]!) ? m[1]! : null;
}

function acceptable(stem: string): boolean {
  if (NOT_A_SUBJECT.has(stem)) return false;
  if (stem.length === 1) return SHORT_NOUNS.has(stem);
  // A known noun that happens to end like a verb stem ('아버지', '어머니', '훈련소').
  if (koreanTopicOf(stem)) return true;
  // Verb and adjective stems and modifiers ('공부하', '좋아하는', '힘든') are not nouns.
  return !/(?:하|되|해|했|하는|한|할|된|될|는|던|은|않|었|았|겠|지|고|게|기|시|싶|같|있|없|르|쁘|프|운|픈|던|냐|찮|좋|싫|많|낫)$/.test(
    stem,
  );
}

export interface KoreanSubject {
  /** The person's noun, as they wrote it ('발표', '팀장님', '점심'). */
  noun: string;
  topic?: Topic;
}

const FIRST_PERSON = /^(?:나는|난|내가|나도|나한테|저는|전|제가|저도|저한테|나|저)$/;

export function koreanWords(text: string): string[] {
  return text.normalize('NFC').replace(/[~…]+/g, ' ').split(/\s+/).filter(Boolean);
}

/**
 * What a Korean turn is about: nouns of known topics first, in the order written, then subjects
 * and objects ('준비가', '점심을'); a bare topic noun before another noun makes a compound
 * ('일 생각').
 */
export function koreanSubjects(text: string): KoreanSubject[] {
  const words = koreanWords(text);
  const found: (KoreanSubject & { score: number; at: number })[] = [];
  words.forEach((raw, at) => {
    const bare = hangulOnly(raw);
    const read = nounOf(raw);
    // '기다리는 게', '힘든 거': a verb's modifier before a bound noun, not a noun and its particle.
    const next = hangulOnly(words[at + 1] ?? '');
    if (
      read &&
      /^(?:는|은)$/.test(read.particle) &&
      /^(?:것|거|게|걸|건|데|줄|수|적|척|듯|바|뿐)/.test(next) &&
      !koreanTopicOf(read.stem)
    )
      return;
    // '살 것 같아', '할 수 있어': a one-syllable verb modifier before a bound noun, not a noun.
    if (!read && bare.length === 1 && /^(?:것|거|게|수|줄|듯)/.test(next)) return;
    const verbNoun = read ? null : hadaNounOf(raw);
    const stem = read?.stem ?? (koreanTopicOf(bare) ? bare : verbNoun);
    const topic = stem ? koreanTopicOf(stem) : undefined;
    const argument = !read || ['이', '가', '은', '는', '을', '를', '도', '만'].includes(read.particle);
    const before = hangulOnly(words[at - 1] ?? '');
    const beforeTopic = koreanTopicOf(before);
    const head = /^(생각|걱정|문제|얘기|스트레스)(?:이|가|은|는|을|를|도|만|때문에)?$/.exec(bare)?.[1];
    if (beforeTopic && head && !nounOf(words[at - 1] ?? '')) {
      found.push({ noun: `${before} ${head}`, topic: beforeTopic, score: 4, at });
      return;
    }
    // '내 물건', '우리 집': a bare noun the person calls theirs, particle dropped as in speech.
    if (!stem && /^(?:내|제|우리|저희|나의)$/.test(before) && plainNoun(bare)) {
      found.push({ noun: bare, score: 2, at });
      return;
    }
    if (!stem) return;
    // '집에', '회사에서': where something happens says less than who and what.
    const setting = read !== null && /^(?:에|에서|에서는|에서도|에서부터)$/.test(read.particle);
    if (beforeTopic && !nounOf(words[at - 1] ?? '') && argument) {
      found.push({ noun: `${before} ${stem}`, topic: beforeTopic, score: 4, at });
    } else if (topic && KO_SETTINGS.has(stem) && (!read || setting)) {
      // '밤 열한 시에도', '새벽에': when it happens, not what it is about.
      found.push({ noun: stem, topic, score: 1, at });
    } else if (topic) {
      // '셰어하우스 사람들', '호주 워홀': a bare noun before a known one names which.
      const which = plainNoun(before) || (/^[가-힣]{4,5}$/.test(before) && plainNoun(before.slice(-3)));
      const noun = which && !nounOf(words[at - 1] ?? '') ? `${before} ${stem}` : stem;
      found.push({ noun, topic, score: argument ? 3 : setting ? 1.5 : 2, at });
    } else if (read) {
      // A bare noun just before ('배달 음식을') makes the phrase the person used.
      const compound = plainNoun(words[at - 1] ?? '') ? `${before} ${stem}` : stem;
      found.push({ noun: compound, score: argument ? 1 : 0.5, at });
    }
  });
  // '통증 자체가 싫은 건 아니고', '돈 문제는 아닌데': what the person sets aside is not the subject.
  for (const s of found) {
    if (
      /아니|아닌|아냐/.test(
        words
          .slice(s.at, s.at + 5)
          .map(hangulOnly)
          .join(''),
      )
    )
      s.score = 0.1;
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => b.score - a.score || a.at - b.at)
    .filter((s) => !seen.has(s.noun) && seen.add(s.noun))
    .map(({ noun, topic }) => (topic ? { noun, topic } : { noun }));
}

const THANKS_WORD = /^(?:고마워|고마워요|고맙다|고맙습니다|감사해|감사해요|감사합니다|땡큐|진짜)$/;

/** Conjunctive endings after which the sentence's main point follows ('있는데', '했지만'). */
const CLAUSE_BREAK = /(?:는데|은데|인데|ㄴ데|지만|는데요|거든|는데도|은데도|인데도|한데|한데도|지만서도)$/;

/**
 * The person's last sentence, shortened to its main clause and without the first person: the
 * words a reflection gives back ('준비가 하나도 안 된 것 같아').
 */
export function koreanClause(text: string, maxChars = 28): string | null {
  const sentences = text
    .split(/[.!?。\n]+|(?<=[요어아야지네다])\s*[ㅠㅜㅋㅎ]+/)
    .map((s) => s.replace(/[ㅠㅜㅋㅎ^;:,"'()]+/g, ' ').trim())
    .filter(Boolean);
  const sentence = sentences.at(-1);
  if (!sentence) return null;
  let words = koreanWords(sentence).filter((w) => !FIRST_PERSON.test(w) && !THANKS_WORD.test(hangulOnly(w)));
  while (
    words.length &&
    /^(?:그냥|아|음|근데|그런데|그래서|그리고|솔직히|막|아니|진짜로|요즘|오늘|ㅇㅇ|응|네|예)$/.test(words[0]!)
  )
    words = words.slice(1);
  // Keep the main clause: what follows the last '-는데', '-지만'.
  const lastBreak = words.slice(0, -1).findLastIndex((w) => CLAUSE_BREAK.test(hangulOnly(w)));
  if (lastBreak >= 0 && words.length - lastBreak - 1 >= 2) words = words.slice(lastBreak + 1);
  while (words.join(' ').length > maxChars && words.length > 2) words = words.slice(1);
  const clause = words.join(' ').trim();
  return clause.length >= 3 && clause.length <= maxChars ? clause : null;
}

/** The forms of a sentence end a reflection can use; null where no rule fits. */
export interface KoreanEnding {
  /** '…것 같아서', '…못 자서', '…힘들다니': joins a feeling ('…같아서 불안하구나'). */
  because: string | null;
  /** '…못 먹었구나' / '…못 먹었군요': the sentence said back. */
  said: { genz: string; normal: string } | null;
}

const PAST_OR_STATIVE = /(?:었|았|였|했|됐|졌|웠|났|갔|왔|렸|쳤|켰|겼|셨|싶|같|있|없|않|겠|싫|좋|많|적)$/;

export function koreanEnding(clause: string): KoreanEnding {
  const text = clause.replace(/요$/, '').replace(/[.!?]+$/, '');
  const last = text.at(-1) ?? '';
  const body = text.slice(0, -1);
  if (/(?:잖아|거든|는데|지|네|나|까|니|래|냐|군|구나)$/.test(text)) return { because: null, said: null };
  if ((last === '대' || last === '래') && body) {
    const base = `${body}${last === '대' ? '다고' : '라고'}`;
    return { because: `${base} 해서`, said: { genz: `${base} 하는구나`, normal: `${base} 하는군요` } };
  }
  if (last === '다' && body) {
    return { because: `${text}니`, said: null };
  }
  if (last === '야' && body) {
    const base = body.endsWith('이') ? body.slice(0, -1) : body;
    const noun = hangulOnly(base.split(' ').at(-1) ?? '');
    if (!noun) return { because: null, said: null };
    const copula = hasBatchim(noun) ? '이라서' : '라서';
    return { because: `${base}${copula}`, said: null };
  }
  if (last === '어' || last === '아') {
    if (PAST_OR_STATIVE.test(body)) {
      const past = /(?:었|았|였|했|됐|졌|웠|났|갔|왔|렸|쳤|켰|겼|셨)$/.test(body);
      return {
        because: past || body.endsWith('겠') ? null : `${text}서`,
        said: { genz: `${body}구나`, normal: `${body}군요` },
      };
    }
    return { because: `${text}서`, said: null };
  }
  if (
    [
      '해',
      '워',
      '와',
      '봐',
      '줘',
      '져',
      '돼',
      '펴',
      '려',
      '쳐',
      '겨',
      '셔',
      '혀',
      '자',
      '가',
      '서',
      '파',
      '빠',
      '나',
    ].includes(last)
  ) {
    if (last === '나' || last === '자' || last === '가' || last === '서') {
      // '못 자', '잠이 안 와': a verb whose ending merged into the stem; only after a negation is it safe.
      return /(?:안|못) \S+$/.test(text)
        ? { because: `${text}서`, said: null }
        : { because: null, said: null };
    }
    return { because: `${text}서`, said: null };
  }
  return { because: null, said: null };
}

/** Korean questions: a question mark, or an interrogative ending. */
export function isKoreanQuestion(text: string): boolean {
  const end = text.trim().replace(/[ㅠㅜㅋㅎ.~!]+$/, '');
  return (
    /\?\s*$/.test(text.trim()) ||
    /(?:할까|될까|을까|ㄹ까|까요|나요|니|냐|는지|건지|어때|어떡해|어떻게 해|뭐야|뭘까|가요)$/.test(end)
  );
}
