import { KO_FRAMES } from './bank/reply-frames.ko';
import { FEELINGS } from './bank/reply-bank.types';
import type { CompanionRequest, CompanionTurn } from './companion-request';
import { composeOfflineReply } from './offline-companion';
import { fitsCap } from './reply-caps';
import { openingOf } from './reply-openings';
import { CRISIS_REPLIES, TOPIC_REPLIES } from './scripted-replies';
import { AI_NOTICE, TIME_UP, WELCOME } from './session-words';

function ask(message: string, extra: Partial<CompanionRequest> = {}): string {
  return composeOfflineReply({
    language: 'en',
    tone: 'normal',
    persona: 'late-night-safe-space',
    history: [],
    message,
    memory: [],
    afterCrisis: false,
    seed: 'session-1',
    ...extra,
  });
}

/** Plays a whole talk and returns the replies. */
function talk(messages: string[], extra: Partial<CompanionRequest>): string[] {
  const history: CompanionTurn[] = [];
  return messages.map((message) => {
    const reply = ask(message, { ...extra, history: [...history] });
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
    return reply;
  });
}

describe('the offline companion', () => {
  it.each([
    ['en', 'I feel so anxious about tomorrow', /anxious/],
    ['en', "I'm exhausted, work has drained me", /exhausted|drained/],
    ['en', 'I am so angry at my sister', /angry/],
    ['ko', '요즘 너무 불안해서 잠이 안 와', /불안/],
    ['ko', '회사 때문에 완전 빡쳐', /화/],
    ['ko', '너무 외로워', /외로/],
  ] as const)('names the feeling back (%s: %s)', (language, message, named) => {
    for (const tone of ['normal', 'genz'] as const) expect(ask(message, { language, tone })).toMatch(named);
  });

  it("reflects the content in the person's words and asks one question about it (the issue's walk)", () => {
    const replies = talk(
      [
        '다음 주에 큰 발표가 있는데 준비가 하나도 안 된 것 같아',
        '밤에 누우면 일 생각이 계속 나서 잠을 잘 못 자',
        '실수하면 다들 나를 무능하다고 생각할 것 같아',
        '오늘은 점심도 제대로 못 먹었어',
        '너랑 얘기하니까 조금은 나은 것 같기도 해',
      ],
      { language: 'ko', tone: 'genz' },
    );
    expect(replies[0]).toMatch(/준비가 하나도 안 된 것 같아서 불안하구나/);
    expect(replies[0]).toMatch(/발표.*\?$/);
    expect(replies[1]).toMatch(/잠|일 생각/);
    expect(replies[2]).toMatch(/무능/);
    expect(replies[3]).toMatch(/점심/);
    expect(replies[4]).not.toMatch(/좋은 일|기쁘|축하/);
    expect(replies[4]).toMatch(/가벼|나아|다행/);
    for (const reply of replies) {
      expect(reply.match(/\?/g)).toHaveLength(1);
      expect(reply).not.toMatch(/요[.?]/);
    }
    expect(new Set(replies.map((r) => openingOf(r, 'ko'))).size).toBe(replies.length);
  });

  it('never contradicts the valence: inadequacy is not good news, relief is not joy', () => {
    const en = ask('I feel like everyone else is coping better than me');
    expect(en).not.toMatch(/lovely|went well|great|glad/i);
    expect(en).toMatch(/everyone else is coping better than you/);
    const ko = ask('고마워요, 조금 나아졌어요', { language: 'ko' });
    expect(ko).not.toMatch(/좋은 일|기쁘|축하/);
    expect(ko).toMatch(/요[.?]$/);
  });

  it('keeps the whole reply to the valence, its question included, and hears irony after a hard turn', () => {
    for (const tone of ['normal', 'genz'] as const) {
      const ko = talk(
        [
          '팀장으로 승진했는데 기쁘기보다 불안해요',
          '축하 회식 자리에서도 웃고 있었지만 속은 답답했어요',
          '잘할 수 있을 거라고들 하는데 그 말이 더 부담돼요',
        ],
        { language: 'ko', tone },
      );
      for (const reply of ko) expect(reply).not.toMatch(/축하|좋은 ?(?:일|소식)|잘됐|다행|기쁘/);
      const irony = talk(['모의고사 점수 또 떨어졌어', '진짜 축하할 일이다 ㅋㅋㅋ'], {
        language: 'ko',
        tone,
      });
      expect(irony[1]).not.toMatch(/축하|좋은 ?(?:일|소식)|잘됐|좋았겠|반가/);
      const en = talk(['failed my driving test again', 'third time. so proud of myself rn'], { tone });
      expect(en[1]).not.toMatch(/lovely|great|glad|congrat|wonderful|proud of you/i);
    }
  });

  it('never sends a frame with a slot left in braces', () => {
    for (const tone of ['normal', 'genz'] as const)
      for (const reply of talk(
        [
          '친한 친구가 대기업에 합격했다는데 축하를 못 해주겠어요',
          '살아서 다행이라는 말이 위로가 안 되더라고요',
        ],
        { language: 'ko', tone },
      ))
        expect(reply).not.toMatch(/[{}]/);
  });

  it('meets a hope someone else voiced, with a doubt after it, without cheering', () => {
    for (const tone of ['normal', 'genz'] as const)
      expect(ask('my sister says it will get better but idk', { tone })).not.toMatch(
        /sounds (?:really )?good|great|lovely|glad|went well|congrat/i,
      );
  });

  it('reflects more than an empty acknowledgement when asked what to do', () => {
    for (const tone of ['normal', 'genz'] as const) {
      const reply = ask('걔한테 뭐라고 말해야 할까', { language: 'ko', tone });
      expect(reply).toMatch(/막막|답답|고민/);
    }
  });

  it('after a turn that eases one feeling, asks about what the turn before it said', () => {
    for (const tone of ['normal', 'genz'] as const) {
      const replies = talk(
        ['I just feel so furious and I cannot calm down', 'talking helps, I feel less alone now'],
        {
          tone,
        },
      );
      const question = replies[1]!.split(/(?<=[.!])\s+/).at(-1)!;
      expect(question).toMatch(/furious|angry/);
    }
  });

  it.each([
    ['ko', '고맙긴 한데 솔직히 별로 나아진 건 없어요'],
    ['ko', '합격은 했는데 기쁘지가 않아요'],
    ['ko', '조금 나아지긴 했는데 여전히 잠이 안 와요'],
    ['en', 'Thanks for listening, but honestly I still feel awful.'],
    ['en', 'A bit better, though the nights are still hard.'],
  ] as const)(
    'lands where the turn lands after its last contrast, never cheering (%s: %s)',
    (language, message) => {
      const history: CompanionTurn[] = [
        {
          role: 'user',
          content: language === 'ko' ? '요즘 회사 일 때문에 많이 힘들어요' : 'Work has been really hard.',
        },
        { role: 'assistant', content: '…' },
      ];
      for (const tone of ['normal', 'genz'] as const) {
        // The person's own words said back are not the companion's verdict.
        let reply = ask(message, { language, tone, history });
        for (const word of message.split(/[\s,.]+/))
          if (word.length >= 2) reply = reply.replaceAll(word, ' ');
        expect(reply).not.toMatch(
          language === 'ko'
            ? /축하|좋은 ?소식|기쁘|반가|도움이 ?되었다니|도움이 ?됐다니/
            : /glad|lovely|great|helps|went well|congrat/i,
        );
      }
    },
  );

  it('says a hard turn back by where it lands, not by the good words it passes through', () => {
    for (const tone of ['normal', 'genz'] as const)
      for (const message of [
        '좋은 소식을 들었는데도 마음이 무거워요',
        '다들 잘됐다고 축하해 주는데도 불안해요',
      ]) {
        const reply = ask(message, { language: 'ko', tone });
        expect(reply).not.toMatch(/축하|좋은 ?소식|잘됐/);
      }
  });

  it('names a feeling that has eased as it was, not as if it still hurt', () => {
    for (const tone of ['normal', 'genz'] as const) {
      for (const pair of [
        ['요즘 너무 우울해', '얘기하니까 좀 나아졌어'],
        ['오늘 너무 슬펐어', '고마워 한결 가벼워졌어'],
      ]) {
        const replies = talk(pair, { language: 'ko', tone });
        expect(replies[1]).not.toMatch(/속상|힘들었겠|힘드셨겠|슬펐겠|무거/);
        expect(replies[1]).toMatch(/가라앉았던 마음/);
      }
    }
  });

  it('offers the mood booster that fits: breathing after panic, a wind-down after sleep trouble', () => {
    expect(ask('I had a panic attack and my heart is racing')).toMatch(/Mindful Breathing/);
    const sleep = talk(
      ["I can't sleep, I'm awake until 4am every night", 'it has been weeks', 'I am so tired'],
      {},
    );
    expect(sleep.join(' ')).toMatch(/Nature Sounds/);
  });

  it('speaks 해요체 in the normal tone and 반말 in the MZ tone', () => {
    const normal = talk(
      ['회사 일이 너무 많아서 지쳤어요', '팀장님이 계속 일을 줘요', '어떻게 해야 할까요?'],
      {
        language: 'ko',
        tone: 'normal',
      },
    );
    for (const reply of normal)
      for (const sentence of reply.split(/(?<=[.?!])\s+/)) expect(sentence).toMatch(/(?:요|니다|죠)[.?!]$/);
    const genz = talk(['회사 일이 너무 많아서 지쳤어', '팀장님이 계속 일을 줘', '어떻게 해야 할까?'], {
      language: 'ko',
      tone: 'genz',
    });
    for (const reply of genz) expect(reply).not.toMatch(/요[.?!]/);
  });

  it('never repeats a reply within a session, over forty turns, in both languages', () => {
    for (const [language, message] of [
      ['en', 'I feel sad'],
      ['ko', '슬퍼'],
    ] as const) {
      const history: CompanionTurn[] = [];
      for (let i = 0; i < 40; i++) {
        const reply = ask(message, { language, history: [...history] });
        expect(history.filter((t) => t.role === 'assistant').map((t) => t.content)).not.toContain(reply);
        history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
      }
    }
  });

  it('varies between sessions', () => {
    const replies = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => ask('I feel lonely', { seed })));
    expect(replies.size).toBeGreaterThan(1);
  });

  it('asks about what was said in the last turn when this one names nothing, and reaches back further when neither does', () => {
    const history: CompanionTurn[] = [
      { role: 'user', content: 'my boss yelled at me at work' },
      { role: 'assistant', content: 'That sounds hard.' },
      { role: 'user', content: 'and then I missed the bus' },
      { role: 'assistant', content: 'Oh no.' },
    ];
    expect(ask('I just do not know', { history })).toContain('the bus');
    expect(ask('I just do not know', { history: history.slice(0, 2) })).toMatch(/your boss/);
  });

  it('keeps every reply within the caps: under 100 words, under 100 characters in Korean', () => {
    for (const feeling of FEELINGS) {
      for (const tone of ['normal', 'genz'] as const) {
        const en = ask(`I feel ${feeling} about work`, { tone });
        const ko = ask(`요즘 회사 일 때문에 너무 ${KO_FRAMES.steps.calm.normal[0]}`, {
          language: 'ko',
          tone,
        });
        expect(fitsCap(en, 'en')).toBe(true);
        expect([...ko].length).toBeLessThan(100);
      }
    }
  });

  it('keeps the scripted replies and session words within the caps', () => {
    const words = [...Object.values(CRISIS_REPLIES), ...Object.values(TOPIC_REPLIES), WELCOME, TIME_UP];
    for (const byLanguage of words) {
      for (const language of ['en', 'ko'] as const) {
        for (const tone of ['normal', 'genz'] as const) {
          expect(fitsCap(byLanguage[language][tone], language)).toBe(true);
        }
      }
    }
    expect(fitsCap(AI_NOTICE.ko, 'ko')).toBe(true);
  });

  it('names every crisis line in every crisis reply', () => {
    for (const byLanguage of Object.values(CRISIS_REPLIES)) {
      for (const reply of [
        byLanguage.en.normal,
        byLanguage.en.genz,
        byLanguage.ko.normal,
        byLanguage.ko.genz,
      ]) {
        expect(reply).toContain('109');
        expect(reply).toContain('1577-0199');
      }
    }
  });
});
