import { closeSeparators, fromKeyboardLayout, readingsOf } from './readings';

describe('readings of a message', () => {
  const has = (message: string, reading: string) => expect(readingsOf(message)).toContain(reading);

  it('folds letters of other scripts that look like Latin ones', () => {
    has('і wаnt tо ԁіе', 'i want to die');
  });

  it('drops invisible, format and combining characters', () => {
    has('ki\u200bll my\u00adself', 'kill myself');
    has('k\u0336i\u0336l\u0336l\u0336', 'kill');
    has('죽\u200d고 싶\u2060다', '죽고 싶다');
  });

  it('joins letters split by spaces, dots or dashes', () => {
    has('s.u.i.c.i.d.e', 'suicide');
    has('k-i-l-l m-y-s-e-l-f', 'kill myself');
    has('죽 고 싶 다', '죽고싶다');
    expect(closeSeparators('a b c')).toBe('abc');
    expect(closeSeparators('I am ok')).toBe('I am ok');
  });

  it('reads digits and symbols inside words as letters, and cuts stretched letters', () => {
    has('k1ll mys3lf', 'kill myself');
    has('i wanna diiiie', 'i wanna die');
  });

  it("reads a lone '1' as the pronoun only in a message that writes letters as digits", () => {
    has('1 just w4nt to sl33p', 'i just want to sleep');
    expect(readingsOf('1 pill or 2 pills')).not.toContain('i pill or 2 pills');
  });

  it('converts Korean typed on an English keyboard layout, and leaves English words alone', () => {
    expect(fromKeyboardLayout('wnrrh tlvek')).toBe('죽고 싶다');
    expect(fromKeyboardLayout('hello there')).toBe('hello there');
  });

  it('composes loose jamo', () => {
    has('ㅈㅏㅅㅏㄹ', '자살');
  });
});

describe('Korean typed on an English keyboard, with Shift', () => {
  it('keeps the doubled consonants that Shift makes', () => {
    expect(readingsOf('dhsmf qkadp ek Rmxsof rjdi')).toContain('오늘 밤에 다 끝낼 거야');
  });
});
