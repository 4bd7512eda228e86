import { EN_BANK } from './bank/reply-bank.en';
import { KO_BANK } from './bank/reply-bank.ko';
import { FEELINGS } from './bank/reply-bank.types';
import type { CompanionRequest, CompanionTurn } from './companion-request';
import { composeOfflineReply } from './offline-companion';
import { fitsCap } from './reply-caps';
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

describe('the offline companion', () => {
  it('keeps its reply bank as data: hundreds of lines in each language', () => {
    for (const bank of [EN_BANK, KO_BANK]) {
      const lines = [
        ...Object.values(bank.reflections).flatMap((t) => [...t.normal, ...t.genz]),
        ...Object.values(bank.steps).flatMap((t) => [...t.normal, ...t.genz]),
        ...Object.values(bank.questions).flatMap((t) => [...t.normal, ...t.genz]),
        ...bank.topicReflections.normal,
        ...bank.topicReflections.genz,
        ...bank.neutralReflections.normal,
        ...bank.neutralReflections.genz,
      ];
      expect(new Set(lines).size).toBeGreaterThanOrEqual(200);
    }
  });

  it.each([
    ['en', 'I feel so anxious about tomorrow', EN_BANK.reflections.anxious],
    ['en', "I'm exhausted, work has drained me", EN_BANK.reflections.tired],
    ['en', 'I am so angry at my sister', EN_BANK.reflections.angry],
    ['ko', '요즘 너무 불안해서 잠이 안 와', KO_BANK.reflections.anxious],
    ['ko', '회사 때문에 완전 빡쳐', KO_BANK.reflections.angry],
    ['ko', '너무 외로워', KO_BANK.reflections.lonely],
  ] as const)('stays on the feeling named (%s: %s)', (language, message, reflections) => {
    for (const tone of ['normal', 'genz'] as const) {
      const reply = ask(message, { language, tone });
      const starts = reflections[tone].map((line) => line.split('{topic}')[0]);
      expect(starts.some((start) => reply.startsWith(start))).toBe(true);
    }
  });

  it('names the topic in its own words and asks one question', () => {
    const reply = ask('Work has been awful and I feel stressed');
    expect(reply).toMatch(/\?$/);
    expect(reply.match(/\?/g)).toHaveLength(1);
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

  it('reaches back to a topic from earlier in the session', () => {
    const history: CompanionTurn[] = [
      { role: 'user', content: 'my boss yelled at me at work' },
      { role: 'assistant', content: 'That sounds hard.' },
      { role: 'user', content: 'and then I missed the bus' },
      { role: 'assistant', content: 'Oh no.' },
    ];
    expect(ask('I just do not know', { history })).toContain('work');
  });

  it('keeps every reply within the caps: under 100 words, under 100 characters in Korean', () => {
    for (const feeling of FEELINGS) {
      for (const tone of ['normal', 'genz'] as const) {
        const en = ask(`I feel ${feeling} about work`, { tone });
        const ko = ask(KO_BANK.reflections[feeling].normal[0], { language: 'ko', tone });
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
