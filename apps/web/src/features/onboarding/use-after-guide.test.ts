import { describe, expect, it } from 'vitest';
import { guideDestination } from './use-after-guide';

describe('where the guide goes on to', () => {
  it('sends a visitor to sign-up and a signed-in user to the dashboard, never to sign-in', () => {
    expect(guideDestination(false)).toBe('/signup');
    expect(guideDestination(true)).toBe('/dashboard');
  });
});
