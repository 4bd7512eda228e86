import { answersNo, answersYes } from './answers';
import { assessMessage, assessTurn, CALM_STATE, type RiskState } from './safety-gate';

describe('the safety gate', () => {
  it('refers plain statements of intent in both languages, and leaves ordinary talk alone', () => {
    expect(assessMessage('I want to kill myself').kind).toBe('crisis');
    expect(assessMessage('죽 고 싶 어').kind).toBe('crisis');
    expect(assessMessage('this traffic is killing me').kind).toBe('clear');
  });

  it('never throws, whatever arrives', () => {
    for (const text of [
      '',
      ' ',
      '\u200b\u200d',
      'ㅗㅐㄱ',
      'hoer hoer',
      '🙂'.repeat(500),
      'a'.repeat(2000),
      '\u0301\u0301',
    ]) {
      expect(() => assessTurn(text, { previousUserTurns: [text, text], state: CALM_STATE })).not.toThrow();
    }
  });

  it('a yes to the concern question is a crisis, a no goes on gently', () => {
    const asked: RiskState = { elevated: true, askedConcern: true };
    expect(assessTurn('yeah sometimes', { state: asked }).verdict.kind).toBe('crisis');
    expect(assessTurn('응 가끔', { state: asked }).verdict).toEqual({ kind: 'crisis', category: 'suicide' });
    expect(assessTurn('no, not like that', { state: asked }).verdict.kind).toBe('clear');
    expect(assessTurn('아니 그건 아니야', { state: asked }).verdict.kind).toBe('clear');
  });

  it('remembers distress: the next turn starts from the state this one leaves', () => {
    const first = assessTurn('honestly everyone would be better off without me');
    expect(['crisis', 'concern']).toContain(first.verdict.kind);
    expect(first.state.elevated).toBe(true);
    expect(assessTurn('thanks for listening').state.elevated).toBe(false);
  });

  it('does not repeat a referral the window already gave', () => {
    const previous = ['I want to kill myself'];
    const next = assessTurn('thank you, I will call them', { previousUserTurns: previous });
    expect(next.verdict.kind).not.toBe('crisis');
  });

  it('does not repeat a referral a rule backed, when a quiet turn joins it', () => {
    const first = "I can't go on, I've been stockpiling my pills";
    expect(assessTurn(first).verdict.kind).toBe('crisis');
    for (const quiet of ['thank you for listening', 'ok', '고마워'])
      expect(assessTurn(quiet, { previousUserTurns: [first] }).verdict.kind).not.toBe('crisis');
  });
});

describe('answers to the concern question', () => {
  it.each(['yes', 'Yeah.', 'kinda', 'sometimes i do', '네', '응', '조금요', 'ㅇㅇ'])(
    '%s is a yes',
    (text) => {
      expect(answersYes(text)).toBe(true);
    },
  );
  it.each(['no', 'nope, just tired', 'not really', '아니', '아뇨 그냥 힘들어서요', 'ㄴㄴ'])(
    '%s is a no',
    (text) => {
      expect(answersNo(text)).toBe(true);
      expect(answersYes(text)).toBe(false);
    },
  );
});
