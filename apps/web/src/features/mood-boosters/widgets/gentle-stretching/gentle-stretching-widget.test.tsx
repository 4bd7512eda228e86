import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { GentleStretchingWidget } from './gentle-stretching-widget';

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const onEvent = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<GentleStretchingWidget onEvent={onEvent} />);
  return { onEvent, user };
}

const advance = async (seconds: number) => {
  for (let i = 0; i < seconds; i++) await act(() => vi.advanceTimersByTime(1000));
};
const timer = () => screen.getByRole('timer');

describe('GentleStretchingWidget', () => {
  it('lists five stretches of 30, 20, 30, 20 and 15 seconds', () => {
    setup();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.textContent?.match(/(\d+) s$/)?.[1])).toEqual([
      '30',
      '20',
      '30',
      '20',
      '15',
    ]);
    expect(screen.getByText('Stretch 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Neck release' })).toBeInTheDocument();
    expect(timer()).toHaveTextContent('0:30');
  });

  it('counts down, then starts the next stretch on its own', async () => {
    const { user, onEvent } = setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onEvent).toHaveBeenCalledWith('session_started', { stretches: 5 });
    await advance(10);
    expect(timer()).toHaveTextContent('0:20');
    await advance(20);
    expect(onEvent).toHaveBeenCalledWith('exercise_completed', { index: 0, stretch: 'neck' });
    expect(screen.getByText('Stretch 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shoulder rolls' })).toBeInTheDocument();
    expect(timer()).toHaveTextContent('0:20');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await advance(1);
    expect(timer()).toHaveTextContent('0:19');
  });

  it('pauses and resumes', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await advance(5);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await advance(5);
    expect(timer()).toHaveTextContent('0:25');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await advance(1);
    expect(timer()).toHaveTextContent('0:24');
  });

  it('skips a stretch without counting it as done', async () => {
    const { user, onEvent } = setup();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Stretch 2 of 5')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('0:20');
    expect(onEvent).not.toHaveBeenCalledWith('exercise_completed', expect.anything());
  });

  it('shows the completion screen after all five, and starts again', async () => {
    const { user, onEvent } = setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await advance(30 + 20 + 30 + 20 + 15);
    expect(onEvent).toHaveBeenCalledTimes(1 + 5 + 1);
    expect(onEvent).toHaveBeenCalledWith('exercise_completed', { index: 4, stretch: 'fold' });
    expect(onEvent).toHaveBeenLastCalledWith('session_completed', { completed: 5, total: 5 });
    const heading = screen.getByRole('heading', { name: 'All five stretches done' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('You finished 5 of 5 stretches.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Again' }));
    expect(screen.getByText('Stretch 1 of 5')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('0:30');
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    setup();
    expect(screen.getByRole('region', { name: '가벼운 스트레칭' })).toBeInTheDocument();
    expect(screen.getByText('스트레칭 1/5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '목 풀기' })).toBeInTheDocument();
  });
});
