import { itWhen } from './it-when';

describe('itWhen', () => {
  it('is `it` when the condition holds', () => {
    expect(itWhen(true, 'never skipped here')).toBe(it);
  });

  it('refuses a skip without a reason', () => {
    expect(() => itWhen(false, '  ')).toThrow('itWhen needs the reason');
  });
});
