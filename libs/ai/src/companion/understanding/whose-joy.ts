/**
 * Whose joy a joy word is, and whether it is felt at all. A turn that says "happy" is not always a
 * happy turn: the word may be denied ('행복하지 않아요', "I'm not happy"), someone else's ('엄마는
 * 기뻐하셔', 'they're happy to rebook me', '다들 행복해 보이는데'), only expected or owed ('행복할
 * 줄 알았는데', "I thought I'd be happy", 'supposed to be a great day'), a topic rather than a feeling
 * ('행복이 뭘까요'), or said in irony ('아주 잘됐네요 ㅋㅋ', 'great, just great'). General rules of
 * grammar, not sentences.
 */
export type JoyUse = 'felt' | 'denied' | 'others' | 'unreal' | 'topic';

export interface JoyWord {
  use: JoyUse;
  /** Said in the past ('행복했어요', 'we were so happy'): a memory more than a feeling now. */
  past: boolean;
  /** Where the word starts in the text it was read from. */
  at: number;
}

const KO_JOY = /행복|기뻐|기뻤|기쁘|기쁜|신나|신났|설레|뿌듯|좋았|재밌었|즐거|즐겁/g;

/** People other than the speaker, as the subject of a clause ('엄마는', '다들', '친구가'). */
const KO_OTHER_SUBJECT =
  /^(?:남들|다들|사람들|모두|엄마|아빠|부모님|부모|어머니|아버지|어머님|아버님|시어머니|동생|여동생|남동생|언니|오빠|누나|형|친구|친구들|베프|걔|쟤|그|그녀|그 ?사람|남편|아내|와이프|남친|여친|애인|전 ?여친|전 ?남친|팀장님?|사장님?|상사|선생님|교수님|아이|애|애들|아들|딸|할머니|할아버지|동기|동기들|동료|동료들|가족|주변|주변 ?사람들)(?:은|는|이|가|께서|께서는|도|들은|들이)?$/;
const KO_FIRST_PERSON = /^(?:나|저|나는|난|내가|나도|나만|저는|전|제가|저도|저만)$/;
/** '-아/어도', '-더라도': even if. */
const KO_EVEN_IF = /(?:[어아여와워져겨려쳐켜셔혀해돼봐]도|더라도|다 ?해도)$/;
/** Endings that close a clause (the next words start another one). */
const KO_CLAUSE_END = /(?:는데|은데|인데|던데|한데|지만|니까|어서|아서|해서|어도|아도|해도|[.!?,])$/;

/** The joy words of a Korean turn and how each is used. */
export function koreanJoys(text: string): JoyWord[] {
  const words = text.normalize('NFC').split(/\s+/).filter(Boolean);
  const out: JoyWord[] = [];
  let offset = 0;
  words.forEach((word, k) => {
    const start = text.indexOf(word, offset);
    offset = start + word.length;
    for (const m of word.matchAll(KO_JOY)) {
      const rest = word.slice((m.index ?? 0) + m[0].length) + (words[k + 1] ?? '');
      const next = words[k + 1] ?? '';
      out.push({
        use: koreanUse(word, m.index ?? 0, m[0], rest, next, words.slice(0, k), words.slice(k + 1, k + 4)),
        at: start + (m.index ?? 0),
        past:
          /(?:았|었|뻤|났)$/.test(m[0]) ||
          /^(?:했|웠|였|던|하던|했던|웠던|었)/.test(word.slice((m.index ?? 0) + m[0].length)),
      });
    }
  });
  return out;
}

function koreanUse(
  word: string,
  index: number,
  stem: string,
  rest: string,
  next: string,
  before: string[],
  after: string[],
): JoyUse {
  // '안 기뻐', '기쁘지가 않아', '행복하지도 않아': joy denied.
  if (/^(?:안|못)$/.test(before.at(-1) ?? '') || /^(?:안|못)/.test(word.slice(0, index))) return 'denied';
  if (/^[가-힣]?지(?:가|도|는|를)?\s*(?:않|못|안)/.test(rest)) return 'denied';
  // '행복이 뭘까요', '행복을 모르겠어': the noun with a case particle is a topic, not a feeling.
  if (
    stem === '행복' &&
    /^(?:이|은|을|에|이란|이라는|의|도|이라|이야)(?![가-힣])/.test(word.slice(index + 2))
  )
    return 'topic';
  // '기뻐하시', '행복해해': -어하다 is a feeling seen in someone else.
  if (/^[가-힣]?(?:해하|워하|뻐하|버하|해했|뻐했)/.test(word.slice(index + stem.length - 1))) return 'others';
  // '행복해 보이는데', '행복한 줄 알아요', '행복하다는데', '행복할 때라고': seen, believed or reported.
  if (
    /^(?:보이|보여|보였|보인|줄)/.test(next) ||
    /(?:다는|라는|다고|라고|다던|대요|래요|단다|대$|래$)/.test(word)
  )
    return /(?:ㄹ|할|일|될)$/.test(word.replace(/[^가-힣]/g, '')) && /^줄/.test(next) ? 'unreal' : 'others';
  if (/^(?:때라고|때라는|거라고|거래)/.test(next)) return 'others';
  // '행복한 척', '기쁜 척': pretended, not felt.
  if (/^척/.test(next) || /척/.test(word.slice(index + stem.length))) return 'unreal';
  // '기쁜 일이 있어도', '신나는 일이 생겨도': a joy under '-어도' (even if) is supposed, not felt.
  const ahead = [word.slice(index), ...after];
  const close = ahead.findIndex((w) => KO_CLAUSE_END.test(w) || KO_EVEN_IF.test(w));
  if (close >= 0 && KO_EVEN_IF.test(ahead[close]!)) return 'unreal';
  // '행복해지려고', '행복하고 싶어', '행복했으면': wanted, not felt.
  if (/(?:지려|려고|고싶|고 싶|했으면|하면 좋|으면|면 좋)/.test(word.slice(index) + next)) return 'unreal';
  return koreanSubject(before) === 'others' ? 'others' : 'felt';
}

/** Who a Korean clause is about: the nearest subject eojeol back to the start of the clause. */
function koreanSubject(before: string[]): 'self' | 'others' | undefined {
  for (let i = before.length - 1; i >= 0; i--) {
    const w = before[i]!.replace(/[^가-힣 ]/g, '');
    if (KO_CLAUSE_END.test(before[i]!)) break;
    if (KO_FIRST_PERSON.test(w)) return 'self';
    if (KO_OTHER_SUBJECT.test(w)) return 'others';
  }
  return undefined;
}

/**
 * Whether good news at `at` is someone else's ('친구가 대기업에 합격했대요', 'my sister got the job'):
 * the person's own feeling about it is not said yet, and may well hurt.
 */
export function newsIsOthers(text: string, at: number, korean: boolean): boolean {
  if (!korean) return englishUse(text.slice(0, at)) === 'others';
  const before = text.slice(0, at).split(/\s+/).filter(Boolean);
  const word = text.slice(at).split(/\s+/)[0] ?? '';
  // The eojeol holding the news word is split: what is before it in the same eojeol is not a subject.
  const words = text.slice(0, at).endsWith(' ') || !before.length ? before : before.slice(0, -1);
  const who = koreanSubject(words);
  if (who) return who === 'others';
  // '합격했대요', '붙었다는데': heard from someone, with no 'I' said.
  return /(?:대|래|대요|래요|다는|다고|다던|다네|단다)(?:[.!?~ㅋㅎ]*)$/.test(
    word.replace(/[^가-힣.!?~ㅋㅎ]/g, ''),
  );
}

const EN_JOY =
  /\b(?:happy|glad|excited|proud|grateful|thankful|hopeful|joy|great day|good day|amazing|awesome)\b/g;

/** The joy words of an English turn (its words joined by single spaces) and how each is used. */
export function englishJoys(plain: string): JoyWord[] {
  const out: JoyWord[] = [];
  for (const m of plain.matchAll(EN_JOY)) {
    const at = m.index ?? 0;
    const before = plain.slice(0, at);
    out.push({
      use: englishUse(before),
      at,
      past: /\b(?:was|were|used to be|had been|felt)(?: so| really| very| truly| genuinely)* $/.test(before),
    });
  }
  return out;
}

function englishUse(before: string): JoyUse {
  // "Being happy feels like…", "what being happy means": happiness as a topic, not a feeling.
  if (/(?:^|\b(?:of|about|what|is|like|at))\s*being $/.test(before) || /^being $/.test(before))
    return 'topic';
  // "I thought I'd be happy", "supposed to be a great day", "I'd be glad if": expected, not felt.
  if (
    /\b(?:thought|expected|hoped|hoping|supposed to|meant to|would|i'd|used to|want(?:ed)? to|trying to|try to|pretend\w*(?: to)?|fak(?:e|ed|ing)|act(?:ed|ing)?)\b(?:(?: \w+){0,3} (?:be|feel|get|have))?(?: a| an| so| more| really| all)* $/.test(
      before,
    )
  )
    return 'unreal';
  // The clause's subject: the last subject word before the joy word, back to a clause break.
  const clause = before.split(/\b(?:but|and|because|though|while|so (?=i\b))\b/).at(-1) ?? '';
  const subjects = [
    ...clause.matchAll(
      /\b(?:i|i'm|im|we|we're|he|he's|she|she's|they|they're|everyone|everybody|everyone's|people|my \w+ (?:is|was|seems|looks|are|were)|(?:my|his|her|our|their) (?:\w+ )?(?:sister|brother|friend|friends|bestie|mom|mum|dad|parents|cousin|colleague|coworker|roommate|partner|boyfriend|girlfriend|husband|wife|ex|son|daughter|classmates?|kids?|team))\b/g,
    ),
  ];
  const subject = subjects.at(-1)?.[0] ?? '';
  if (subject && !/^(?:i|i'm|im|we|we're)$/.test(subject)) return 'others';
  return 'felt';
}

/** Praise said in irony: a laugh, an ironic intensifier or a fixed ironic frame around it. */
const IRONY = {
  ko: /(?:아주|참|퍽이나|거참|잘도|꼴좋)\s?(?:잘됐|잘했|좋|대단|훌륭|멋지|축하)|(?:잘됐|잘했|좋겠|좋다|좋아|개좋|행복하다|행복해|신난다|대박이|축하할\s?일|최고|멋지|대단하)[가-힣\s]{0,6}(?:ㅋㅋ|ㅎㅎ)/,
  en: /\b(?:(?:great|perfect|wonderful|fantastic|lovely|brilliant),? just (?:great|perfect|wonderful|fantastic|lovely|brilliant)|oh (?:great|joy|wonderful|perfect|fantastic|lovely)|love that for me|perfect timing|(?:great|wonderful|fantastic|amazing|lovely|brilliant|perfect) [\w ]{0,25}\btruly|thanks a lot|so proud of myself (?:rn|lol|lmao)|just what i needed|what a (?:great|lovely|perfect|wonderful) (?:day|start|way|time))\b/,
};

/**
 * Whether the turn's praise could be irony. Praise with a laugh is often meant ('잘됐다 ㅋㅋ'), so
 * this is only irony where the turn, or the one before, says something hard.
 */
export function soundsIronic(text: string, korean: boolean): boolean {
  return korean ? IRONY.ko.test(text.normalize('NFC').trim()) : IRONY.en.test(text);
}
