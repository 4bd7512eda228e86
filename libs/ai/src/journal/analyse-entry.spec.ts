import { analyseEntry } from './analyse-entry';
import { parseAnalysis } from './provider-analysis';
import { PROMPT_BANK, promptFor } from './prompt-bank';
import { weeklySummary } from './weekly-summary';

describe('the offline journal analysis', () => {
  it('names the feelings of an English entry, strongest first, with the mood they add up to', () => {
    const a = analyseEntry({
      title: 'Big deadline',
      content:
        'I am so anxious about the deadline and really stressed. I went for a walk and felt a bit calmer after.',
    });
    expect([...a.emotionTags.slice(0, 2)].sort()).toEqual(['anxiety', 'stress']);
    expect(a.emotionTags).toContain('calm');
    expect(a.moodTag).toBe('anxious');
    expect(a.greenFlags.join(' ')).toMatch(/moved your body/);
    expect(a.reframingSuggestion).toMatch(/small step/);
    expect(a.toneSummary).toMatch(/stress.*anxiety|anxiety.*stress/);
  });

  it('reads negation and intensity', () => {
    expect(analyseEntry({ content: 'I am not worried at all.' }).emotionTags).not.toContain('anxiety');
    expect(analyseEntry({ content: "I'm not happy with how today went." }).emotionTags).toEqual(['sadness']);
    const heavy = analyseEntry({ content: 'I feel extremely lonely, so lonely tonight.' });
    expect(heavy.redFlags.join(' ')).toMatch(/loneliness came through strongly/);
  });

  it('reads Korean with its particles and endings, and negation around the word', () => {
    const a = analyseEntry({
      content: '오늘 회의 때문에 너무 불안했어요. 그래도 친구랑 통화하고 나니 마음이 편안해졌어요. 감사해요.',
    });
    expect(a.emotionTags[0]).toBe('anxiety');
    expect(a.emotionTags).toEqual(expect.arrayContaining(['calm', 'gratitude']));
    expect(a.moodTag).toBe('anxious');
    expect(a.greenFlags.join(' ')).toMatch(/연결/);
    expect(a.toneSummary).toMatch(/불안/);
    expect(analyseEntry({ content: '요즘은 별로 걱정 안 해요. 걱정하지 않아요.' }).emotionTags).not.toContain(
      'anxiety',
    );
    expect(analyseEntry({ content: '하나도 행복하지 않아.' }).emotionTags).toEqual(['sadness']);
  });

  it('names only the all-or-nothing words the entry used', () => {
    const en = analyseEntry({ content: 'Everyone at the party ignored me and nothing went right.' });
    const flag = en.redFlags.find((f) => f.startsWith('Words like'));
    expect(flag).toContain("'everyone'");
    expect(flag).toContain("'nothing'");
    expect(flag).not.toMatch(/always|never/);
    const ko = analyseEntry({ content: '맨날 나만 혼나는 것 같아서 속상했다.' });
    expect(ko.redFlags.join(' ')).toContain("'맨날'");
    expect(ko.redFlags.join(' ')).not.toContain('절대');
    expect(analyseEntry({ content: 'A quiet walk by the river today.' }).redFlags).toEqual([]);
  });

  it('always names a crisis first, with the lines to call, in the entry’s language', () => {
    expect(analyseEntry({ content: 'I just want to die. Nothing matters.' }).redFlags[0]).toMatch(/109/);
    expect(analyseEntry({ content: '그냥 죽고 싶어요' }).redFlags[0]).toMatch(/109/);
  });

  it('says something kind about an entry with no feeling words', () => {
    const a = analyseEntry({ content: 'Went to the store. Bought bread.' });
    expect(a.emotionTags).toEqual([]);
    expect(a.moodTag).toBeNull();
    expect(a.toneSummary).toBe('A steady, reflective entry.');
  });
});

describe('a model’s analysis', () => {
  it('keeps the known fields and drops what is not an analysis', () => {
    const parsed = parseAnalysis(
      '```json\n{"mood_tag":"Anxious","emotion_tags":["anxiety","made-up","stress"],"green_flags":["You wrote it down."],"red_flags":[],"reframing_suggestion":"One step at a time.","tone_summary":"Worried."}\n```',
    );
    expect(parsed).toEqual({
      moodTag: 'anxious',
      emotionTags: ['anxiety', 'stress'],
      greenFlags: ['You wrote it down.'],
      redFlags: [],
      reframingSuggestion: 'One step at a time.',
      toneSummary: 'Worried.',
    });
    expect(parseAnalysis('I think you feel sad')).toBeNull();
    expect(parseAnalysis('[1,2]')).toBeNull();
    expect(parseAnalysis('{"emotion_tags":["nope"]}')).toBeNull();
  });
});

describe('the daily prompt and the weekly recap', () => {
  it('has at least 60 prompts a language, stable for a seed, never the same twice in a row', () => {
    expect(PROMPT_BANK.en.length).toBeGreaterThanOrEqual(60);
    expect(PROMPT_BANK.ko.length).toBeGreaterThanOrEqual(60);
    expect(new Set(PROMPT_BANK.en).size).toBe(PROMPT_BANK.en.length);
    expect(promptFor('en', 'u1:2026-11-25:0')).toBe(promptFor('en', 'u1:2026-11-25:0'));
    const first = promptFor('ko', 'u1:2026-11-25:0');
    expect(promptFor('ko', 'u1:2026-11-25:0', first)).not.toBe(first);
  });

  it('writes the week from its analyses', () => {
    const day = (d: number) => new Date(Date.UTC(2026, 10, 16 + d));
    const recap = weeklySummary(
      [
        { emotionTags: ['anxiety', 'stress'], createdAt: day(0) },
        { emotionTags: ['anxiety'], createdAt: day(1) },
        { emotionTags: ['gratitude', 'calm'], createdAt: day(4) },
        { emotionTags: ['joy'], createdAt: day(5) },
      ],
      'en',
    );
    expect(recap.toneTags[0]).toBe('anxiety');
    expect(recap.summary).toMatch(/^You wrote 4 entries this week\. Anxiety came up most often\./);
    expect(recap.summary).toMatch(/lighter note/);
    expect(weeklySummary([{ emotionTags: ['sadness'], createdAt: day(0) }], 'ko').summary).toMatch(
      /슬픔이었어요/,
    );
  });
});
