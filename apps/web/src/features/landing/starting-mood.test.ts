import { beforeEach, describe, expect, it } from 'vitest';
import { readStartingMood, rememberStartingMood, signUpPathFor } from './starting-mood';

describe('starting mood', () => {
  beforeEach(() => sessionStorage.clear());

  it('is remembered for the tab', () => {
    expect(readStartingMood()).toBeNull();
    rememberStartingMood('anxious');
    expect(readStartingMood()).toBe('anxious');
  });

  it('ignores a stored value that is not a mood', () => {
    sessionStorage.setItem('maeum.startingMood', 'furious');
    expect(readStartingMood()).toBeNull();
  });

  it('travels in the sign-up link', () => {
    expect(signUpPathFor('tired')).toBe('/signup?mood=tired');
  });
});
