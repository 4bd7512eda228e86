import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP ASVS 5 / NIST 800-63B: length over composition rules; refuse well-known passwords.
const MIN_LENGTH = 8;
const COMMON = new Set<string>((dictionary as { passwords: string[] }).passwords.map((p) => p.toLowerCase()));

export type WeakPasswordReason = 'length' | 'common' | 'personal';

/** Why a password is too weak, or an empty list. Unicode and long passphrases are welcome. */
export function weakPasswordReasons(password: string, personal: string[] = []): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  const normalized = password.normalize('NFKC');
  if ([...normalized].length < MIN_LENGTH) reasons.push('length');
  const lower = normalized.toLowerCase();
  if (COMMON.has(lower) || /^(.)\1+$/.test(lower)) reasons.push('common');
  const mine = personal.map((p) => p.toLowerCase().trim()).filter((p) => p.length >= 4);
  if (mine.some((p) => lower === p || lower.includes(p.split('@')[0]))) reasons.push('personal');
  return reasons;
}
