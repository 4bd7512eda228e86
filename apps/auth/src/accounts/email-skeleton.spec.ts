import { emailSkeleton } from './email-skeleton';

describe('the skeleton of an e-mail address', () => {
  it('reads letters of other scripts as the Latin ones they imitate', () => {
    expect(emailSkeleton('pаypal@example.com')).toBe('paypal@example.com'); // Cyrillic а
    expect(emailSkeleton('jіwoo@exаmple.com')).toBe('jiwoo@example.com'); // Cyrillic і and а
    expect(emailSkeleton('ＪＩＷＯＯ@example.com')).toBe('jiwoo@example.com');
  });

  it('keeps plain addresses apart, and addresses in other scripts as they are', () => {
    expect(emailSkeleton('carn@example.com')).not.toBe(emailSkeleton('cam@example.com'));
    expect(emailSkeleton('jiwoo1@example.com')).not.toBe(emailSkeleton('jiwool@example.com'));
    expect(emailSkeleton('김하늘@예시.한국')).toBe('김하늘@예시.한국');
  });
});
