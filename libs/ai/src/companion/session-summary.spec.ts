import { summariseSession } from './session-summary';

describe('the session summary', () => {
  it('follows the whole talk with its direction, never a single happy word for a hard talk', () => {
    const summary = summariseSession(
      [
        '다음 주에 큰 발표가 있는데 준비가 하나도 안 된 것 같아',
        '밤에 누우면 일 생각이 계속 나서 잠을 잘 못 자',
        '실수하면 다들 나를 무능하다고 생각할 것 같아',
        '너랑 얘기하니까 조금은 나은 것 같기도 해',
        '고마워요, 조금 나아졌어요',
      ],
      'ko',
      5,
      11,
    );
    expect(summary.moodTags[0]).toBe('anxious');
    expect(summary.moodTags).not.toContain('happy');
    expect(summary.title).toBe('발표: 불안 → 조금 가벼워짐');
    expect(summary.summary).toContain('메시지 11개 중 내 메시지 5개');
    expect(summary.direction).toBe('lighter');
  });

  it("says the count the card shows, and names the subject in the person's words", () => {
    const summary = summariseSession(
      ['My team lead criticised my report', 'I feel so embarrassed and anxious', 'it still bothers me'],
      'en',
      5,
      7,
    );
    expect(summary.summary).toContain('7 messages, 3 from you.');
    expect(summary.summary).toMatch(/your team lead/);
    expect(summary.title).toBe('Talking about your team lead');
  });

  it('tags a glad talk as happy', () => {
    expect(summariseSession(['I passed my exam today, I am so happy'], 'en').moodTags).toEqual(['happy']);
  });

  it('gives the direction of the talk without words: the same when it ends where it began, unclear with nothing named', () => {
    expect(
      summariseSession(['I feel so anxious about tomorrow', 'I am still anxious, it will not stop'], 'en')
        .direction,
    ).toBe('same');
    expect(summariseSession(['ok'], 'en').direction).toBe('unclear');
  });
});
