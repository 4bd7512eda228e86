import { goalDays, mentorReview, type WeekRecords } from './mentor-review';

const day = (d: string, set: Partial<WeekRecords['habits'][number]> = {}) => ({
  day: d,
  meals: false,
  water: false,
  activity: false,
  mindfulness: false,
  social: false,
  sleep: null,
  ...set,
});

const range = { weekStart: '2026-11-20', weekEnd: '2026-11-26' };

describe('the weekly review', () => {
  it('suggests the starter goals and shows no numbers it does not have for an empty week', () => {
    const empty = { sessions: [], entries: [], habits: [], emotions: [] };
    expect(mentorReview(empty, range, { goal: null, previous: null })).toEqual({
      ...range,
      sessions: 0,
      averageRating: null,
      journalMood: null,
      journalEntries: 0,
      emotions: [],
      habitDays: 0,
      habits: [],
      suggestions: ['journal', 'water', 'move'],
      goal: null,
      previousGoal: null,
    });
  });

  it('orders habits weakest first, suggests from them, and measures last week’s goal', () => {
    const week: WeekRecords = {
      sessions: [
        { day: '2026-11-21', sessions: 2, seconds: 600, rating_sum: 13, ratings: 2 },
        { day: '2026-11-22', sessions: 1, seconds: 300, rating_sum: 0, ratings: 0 },
      ],
      entries: [
        { day: '2026-11-21', entries: 2, mood: 'calm' },
        { day: '2026-11-23', entries: 1, mood: 'anxious' },
      ],
      habits: [
        day('2026-11-21', { water: true, social: true, sleep: 'great' }),
        day('2026-11-22', { water: true, activity: true, sleep: 'fair' }),
        day('2026-11-23', { water: true, social: true, meals: true }),
      ],
      emotions: [{ name: 'calm', count: 2 }],
    };
    const review = mentorReview(week, range, { goal: 'meals', previous: 'connect' });
    expect(review).toMatchObject({
      sessions: 3,
      averageRating: 6.5,
      journalMood: 'calm',
      journalEntries: 3,
      habitDays: 3,
      habits: [
        { habit: 'mindfulness', days: 0 },
        { habit: 'sleep', days: 1 },
        { habit: 'activity', days: 1 },
        { habit: 'meals', days: 1 },
        { habit: 'social', days: 2 },
        { habit: 'water', days: 3 },
      ],
      suggestions: ['mindful', 'sleep', 'move'],
      goal: 'meals',
      previousGoal: { goal: 'connect', days: 2 },
    });
    expect(goalDays('journal', week)).toBe(2);
    expect(goalDays('talk', week)).toBe(2);
  });
});
