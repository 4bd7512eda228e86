import { normalizeEmail } from '@maeum/api-types';
import unhomoglyph from 'unhomoglyph';

/**
 * What an address looks like, for telling look-alikes apart: its one spelling (NFKC, lower case)
 * with every non-ASCII letter read as the letter it imitates ('pаypal' with a Cyrillic 'а' is
 * 'paypal'). ASCII is kept as typed, so two plain addresses never collide ('rn' is not 'm').
 * Two live accounts never share a skeleton (a unique index): a look-alike answers as taken.
 */
export function emailSkeleton(email: string): string {
  let skeleton = '';
  for (const char of normalizeEmail(email)) skeleton += char.charCodeAt(0) < 0x80 ? char : unhomoglyph(char);
  return skeleton.toLowerCase();
}
