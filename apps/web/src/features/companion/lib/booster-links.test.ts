import { describe, expect, it } from 'vitest';
import { boosterParts } from './booster-links';

describe('booster names in a reply', () => {
  it('cuts out the names of the boosters the companion offers, in both languages', () => {
    expect(boosterParts('Before bed, the Nature Sounds booster in Mood Boosters might help.')).toEqual([
      { text: 'Before bed, the ' },
      { text: 'Nature Sounds', slug: 'nature-sounds' },
      { text: ' booster in Mood Boosters might help.' },
    ]);
    expect(boosterParts('원하면 무드 부스터의 마음챙김 호흡으로 숨 골라보자.')[1]).toEqual({
      text: '마음챙김 호흡',
      slug: 'mindful-breathing',
    });
    expect(boosterParts('That sounds hard.')).toEqual([{ text: 'That sounds hard.' }]);
  });
});
