import type { MentorGoal, MentorReviewView } from '@maeum/api-types';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { signedIn } from '../settings/test-helpers';

const review = (goal: MentorGoal | null = null): MentorReviewView => ({
  weekStart: '2026-11-20',
  weekEnd: '2026-11-26',
  sessions: 2,
  averageRating: 6.5,
  journalMood: 'calm',
  journalEntries: 3,
  emotions: [{ name: 'calm', count: 2 }],
  habitDays: 3,
  habits: [
    { habit: 'mindfulness', days: 0 },
    { habit: 'social', days: 1 },
    { habit: 'water', days: 3 },
  ],
  suggestions: ['mindful', 'connect', 'sleep'],
  goal,
  previousGoal: { goal: 'water', days: 3 },
});

describe('the weekly review (mentor support)', () => {
  it('shows a Free person what it is and the way to Pro', async () => {
    signedIn({
      'mentor.review': apiError(403, 'plan_required', 'Mentor support is a Pro feature.'),
    });
    renderRoute('/mentor');
    expect(await screen.findByRole('heading', { name: 'Mentor support is part of Pro' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See Pro' })).toHaveAttribute(
      'href',
      '/plans-and-billing#change-plan',
    );
  });

  it('numbers the steps in order when there was no goal last week', async () => {
    signedIn({ 'GET /api/mentor/review': { status: 200, body: { ...review(), previousGoal: null } } });
    renderRoute('/mentor');
    expect(await screen.findByRole('heading', { name: '2. Your habits' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Last week's goal/ })).toBeNull();
    expect(screen.getByRole('heading', { name: '3. One small goal for this week' })).toBeVisible();
  });

  it('walks a Pro person through the week and sets one small goal', async () => {
    const api = signedIn({
      'mentor.review': { status: 200, body: review() },
      'mentor.goal': (request) => ({
        status: 200,
        body: review((request.body as { goal: MentorGoal }).goal),
      }),
    });
    renderRoute('/mentor');
    expect(await screen.findByRole('heading', { name: '1. How your week went' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '4. One small goal for this week' })).toBeVisible();
    expect(screen.getByText('6.5 / 10')).toBeVisible();
    expect(screen.getByText('You checked in on 3 days of the last 7.')).toBeVisible();
    expect(
      screen.getByText('You chose "Drink 6 glasses of water" and did it on 3 days of the last 7.'),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Reach out to someone' }));
    await user.click(screen.getByRole('button', { name: 'Set this goal' }));
    await waitFor(() => expect(api.calls('mentor.goal')[0]?.body).toEqual({ goal: 'connect' }));
    expect(await screen.findByTestId('mentor-current-goal')).toHaveTextContent(
      "This week's goal: Reach out to someone",
    );
  });
});
