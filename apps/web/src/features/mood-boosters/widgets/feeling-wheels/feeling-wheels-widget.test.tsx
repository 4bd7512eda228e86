import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { FeelingWheelsWidget } from './feeling-wheels-widget';
import { FEELING_WHEEL } from './feeling-wheels-data';

function setup() {
  const onEvent = vi.fn();
  const user = userEvent.setup();
  render(<FeelingWheelsWidget onEvent={onEvent} />);
  return { onEvent, user };
}

describe('FeelingWheelsWidget', () => {
  it('has 6 primary emotions with 6 distinct secondary each', async () => {
    const { user } = setup();
    const primaries = ['Happy', 'Sad', 'Angry', 'Scared', 'Surprised', 'Bad'];
    for (const name of primaries)
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    expect(Object.keys(FEELING_WHEEL)).toHaveLength(6);
    const all = Object.values(FEELING_WHEEL).flatMap((p) => p.secondary);
    expect(all).toHaveLength(36);
    expect(new Set(all).size).toBe(36);
    await user.click(screen.getByRole('button', { name: /Sad/ }));
    expect(screen.getByRole('heading', { name: 'What kind of Sad?' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Lonely' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(6);
  });

  it('walks primary → secondary → intensity 1-5 → reflection and completes with the journal text', async () => {
    const { user, onEvent } = setup();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Scared/ }));
    expect(onEvent).toHaveBeenLastCalledWith('primary_emotion_selected', { emotion: 'scared' });
    await user.click(screen.getByRole('button', { name: 'Overwhelmed' }));
    expect(onEvent).toHaveBeenLastCalledWith('secondary_emotion_selected', { emotion: 'overwhelmed' });
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    for (const level of [1, 2, 3, 4, 5]) {
      expect(screen.getByRole('button', { name: new RegExp(`^${level} – `) })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^6 – / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '4 – Strong' }));
    expect(onEvent).toHaveBeenLastCalledWith('intensity_selected', { intensity: 4 });
    await user.type(screen.getByLabelText('Reflection (optional)'), '  Too many deadlines at once. ');
    await user.click(screen.getByRole('button', { name: 'Complete Check-in' }));
    expect(onEvent).toHaveBeenLastCalledWith(
      'session_completed',
      { primary: 'scared', secondary: 'overwhelmed', intensity: 4 },
      'Too many deadlines at once.',
    );
    expect(screen.getByRole('heading', { name: 'Emotional Check-in Complete' })).toBeInTheDocument();
    expect(screen.getByText('Scared · Overwhelmed')).toBeInTheDocument();
    expect(screen.getByText(/4 of 5/)).toBeInTheDocument();
    expect(screen.getByText('Too many deadlines at once.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Explore Another Emotion' }));
    expect(screen.getByRole('heading', { name: 'What are you feeling right now?' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('completes without a journal when the reflection is blank', async () => {
    const { user, onEvent } = setup();
    await user.click(screen.getByRole('button', { name: /Happy/ }));
    await user.click(screen.getByRole('button', { name: 'Grateful' }));
    await user.click(screen.getByRole('button', { name: '2 – Mild' }));
    await user.type(screen.getByLabelText('Reflection (optional)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Complete Check-in' }));
    const last = onEvent.mock.calls.at(-1);
    expect(last).toEqual(['session_completed', { primary: 'happy', secondary: 'grateful', intensity: 2 }]);
  });

  it('steps back one level, and a new primary resets secondary and intensity', async () => {
    const { user, onEvent } = setup();
    await user.click(screen.getByRole('button', { name: /Angry/ }));
    await user.click(screen.getByRole('button', { name: 'Frustrated' }));
    await user.click(screen.getByRole('button', { name: '3 – Noticeable' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: '3 – Noticeable' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Frustrated' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /Angry/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Surprised/ }));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Curious' }));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '5 – Very strong' }));
    await user.click(screen.getByRole('button', { name: 'Complete Check-in' }));
    expect(onEvent).toHaveBeenLastCalledWith('session_completed', {
      primary: 'surprised',
      secondary: 'curious',
      intensity: 5,
    });
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    const { user } = setup();
    expect(screen.getByRole('region', { name: '감정 바퀴 체크인' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /슬픔/ }));
    expect(screen.getByRole('heading', { name: '슬픔 중에서도 어떤 쪽에 가까운가요?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '외로움' })).toBeInTheDocument();
  });
});
