import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPathFor } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/journal', '/journal'],
    ['/journal?tag=calm#today', '/journal?tag=calm#today'],
    ['/therapy/text', '/therapy/text'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'journal',
    '//evil.com',
    '///evil.com',
    'https://evil.com',
    'http:/evil.com',
    '/\\evil',
    '/\\/evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    ' /journal',
    '/enhanced-login',
    '/signup?redirect=/journal',
    // The gateway's rule, which the social sign-in applies: no '//' anywhere, at most 512 characters.
    '/journal?next=//evil.com',
    `/journal?tag=${'a'.repeat(512)}`,
  ])('falls back to /dashboard for %j', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });

  it('builds the sign-in address that remembers where the visitor was going', () => {
    expect(signInPathFor('/journal?tag=calm')).toBe('/enhanced-login?redirect=%2Fjournal%3Ftag%3Dcalm');
  });
});
