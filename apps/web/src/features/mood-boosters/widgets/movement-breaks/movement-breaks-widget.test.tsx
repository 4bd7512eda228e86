import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { MovementBreaksWidget } from './movement-breaks-widget';

const EXERCISES: [string, number, string][] = [
  ['Neck Rolls', 30, '0:30'],
  ['Shoulder Shrugs', 20, '0:20'],
  ['Desk Push-ups', 45, '0:45'],
  ['Calf Raises', 30, '0:30'],
  ['Spinal Twist', 40, '0:40'],
  ['Walking March', 60, '1:00'],
];

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const timer = () => screen.getByRole('timer', { name: 'Time left' });

function setup() {
  const onEvent = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<MovementBreaksWidget onEvent={onEvent} />);
  return { onEvent, user };
}

describe('MovementBreaksWidget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the 6 exercises in order with their durations and a 1 s pause between them', async () => {
    const { user, onEvent } = setup();
    for (const [i, [name, seconds, shown]] of EXERCISES.entries()) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
      expect(screen.getByText(`Exercise ${i + 1} of 6`)).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`^${seconds} s`))).toBeInTheDocument();
      expect(timer()).toHaveTextContent(shown);
      await user.click(screen.getByRole('button', { name: 'Start Exercise' }));
      await advance((seconds - 1) * 1000);
      expect(timer()).toHaveTextContent('0:01');
      expect(onEvent).not.toHaveBeenCalledWith('exercise_completed', expect.objectContaining({ index: i }));
      await advance(1000);
      expect(onEvent).toHaveBeenCalledWith('exercise_completed', expect.objectContaining({ index: i }));
      if (i < 5) {
        expect(screen.getByRole('heading', { name })).toBeInTheDocument();
        await advance(900);
        expect(screen.getByRole('heading', { name })).toBeInTheDocument();
        await advance(100);
      }
    }
    expect(screen.getByRole('heading', { name: 'Movement break complete' })).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith('session_completed');
    expect(onEvent.mock.calls.filter(([type]) => type === 'session_started')).toHaveLength(1);
    expect(onEvent.mock.calls.filter(([type]) => type === 'exercise_completed')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Areas Worked' })).toBeInTheDocument();
    for (const area of [
      'Neck',
      'Shoulders',
      'Arms and chest',
      'Calves',
      'Back and spine',
      'Legs and heart',
    ]) {
      expect(screen.getByText(area)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Start New Session' }));
    expect(screen.getByRole('heading', { name: 'Neck Rolls' })).toBeInTheDocument();
    expect(timer()).toHaveTextContent('0:30');
  });

  it('pauses, resumes and completes early', async () => {
    const { user, onEvent } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Exercise' }));
    expect(onEvent).toHaveBeenCalledWith('session_started');
    await advance(5000);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(timer()).toHaveTextContent('0:25');
    await advance(5000);
    expect(timer()).toHaveTextContent('0:25');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await advance(3000);
    expect(timer()).toHaveTextContent('0:22');
    await user.click(screen.getByRole('button', { name: 'Complete Early' }));
    expect(onEvent).toHaveBeenCalledWith('exercise_completed', { index: 0, exercise: 'neckRolls' });
    await advance(1000);
    expect(screen.getByRole('heading', { name: 'Shoulder Shrugs' })).toBeInTheDocument();
    expect(timer()).toHaveTextContent('0:20');
    expect(screen.getByRole('button', { name: 'Start Exercise' })).toBeInTheDocument();
  });

  it('shows progress dots with their states and resets the session', async () => {
    const { user } = setup();
    const dots = () => screen.getByRole('list', { name: 'Progress' }).querySelectorAll('li');
    expect(dots()).toHaveLength(6);
    expect(screen.getByText('Exercise 1 of 6: Neck Rolls, current')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Exercise' }));
    await user.click(screen.getByRole('button', { name: 'Complete Early' }));
    await advance(1000);
    expect(screen.getByText('Exercise 1 of 6: Neck Rolls, done')).toBeInTheDocument();
    expect(screen.getByText('Exercise 2 of 6: Shoulder Shrugs, current')).toBeInTheDocument();
    expect(dots()[1]).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Reset session' }));
    expect(screen.getByText('Exercise 1 of 6: Neck Rolls, current')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('0:30');
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    setup();
    expect(screen.getByRole('region', { name: '움직임 휴식' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '목 돌리기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '동작 시작하기' })).toBeInTheDocument();
  });
});
