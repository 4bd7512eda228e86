import { readInContext } from './read-in-context';
import { understandTurn } from './understand-turn';

const inContext = (before: string, now: string) => readInContext(understandTurn(now), understandTurn(before));

describe('a turn read against the one before it', () => {
  it('hears praise in irony after a hard turn as the same hardness, with its feeling', () => {
    const reading = inContext('모의고사 점수 또 떨어졌어 너무 속상해', '진짜 축하할 일이다 ㅋㅋㅋ');
    expect(reading.valence).toBe('negative');
    expect(reading.implied).toBe('sad');
    expect(reading.feelings.map((f) => f.feeling)).not.toContain('happy');
    expect(inContext('I failed my driving test again, I feel awful', 'so proud of myself rn').valence).toBe(
      'negative',
    );
  });

  it('leaves praise alone after a turn that was not hard, and plain praise after a hard one', () => {
    expect(inContext('오늘 면접 봤어', '합격했대 ㅋㅋ 잘됐다 ㅋㅋ').valence).not.toBe('negative');
    expect(inContext('I was so nervous about the exam', 'I passed, I am so happy').valence).toBe('positive');
  });
});
