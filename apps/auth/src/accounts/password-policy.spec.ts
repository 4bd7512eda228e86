import { weakPasswordReasons } from './password-policy';

describe('weakPasswordReasons', () => {
  it('accepts a passphrase, a long password and Unicode', () => {
    expect(weakPasswordReasons('a calm river at dusk')).toEqual([]);
    expect(weakPasswordReasons('x'.repeat(40) + 'y'.repeat(40))).toEqual([]);
    expect(weakPasswordReasons('마음이편안해지는밤')).toEqual([]);
  });

  it('asks for no composition rules: all lowercase letters are fine', () => {
    expect(weakPasswordReasons('wanderingclouds')).toEqual([]);
  });

  it('refuses short, well-known and repeated passwords', () => {
    expect(weakPasswordReasons('short')).toContain('length');
    expect(weakPasswordReasons('password123')).toContain('common');
    expect(weakPasswordReasons('Qwerty123')).toContain('common');
    expect(weakPasswordReasons('aaaaaaaaaa')).toContain('common');
  });

  it('refuses a password made of the e-mail name', () => {
    expect(weakPasswordReasons('jiwoo.kim2026', ['jiwoo.kim2026@example.com'])).toContain('personal');
  });
});
