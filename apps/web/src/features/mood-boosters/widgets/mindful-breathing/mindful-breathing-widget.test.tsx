import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { MindfulBreathingWidget } from './mindful-breathing-widget';

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const onEvent = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(<MindfulBreathingWidget onEvent={onEvent} />);
  return { onEvent, user, ...view };
}

const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

describe('MindfulBreathingWidget', () => {
  it('shows the 4-4-6-2 pattern and 16 s per cycle', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Mindful breathing' })).toBeInTheDocument();
    expect(screen.getByText('Pattern 4-4-6-2 · 16 s per cycle')).toBeInTheDocument();
    expect(screen.getByText('Breathe in').nextSibling).toHaveTextContent('4 s');
    expect(screen.getByText('Breathe out').nextSibling).toHaveTextContent('6 s');
    expect(screen.getByText('0 cycles completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('walks through in 4 s, hold 4 s, out 6 s, rest 2 s and counts a cycle', async () => {
    const { user, onEvent } = setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onEvent).toHaveBeenCalledWith('session_started', { pattern: '4-4-6-2' });

    const status = () => screen.getByTestId('phase-seconds').previousSibling;
    expect(status()).toHaveTextContent('Breathe in');
    expect(screen.getByTestId('phase-seconds')).toHaveTextContent('4');
    await advance(3);
    expect(screen.getByTestId('phase-seconds')).toHaveTextContent('1');
    await advance(1);
    expect(status()).toHaveTextContent('Hold');
    expect(screen.getByTestId('phase-seconds')).toHaveTextContent('4');
    await advance(4);
    expect(status()).toHaveTextContent('Breathe out');
    expect(screen.getByTestId('phase-seconds')).toHaveTextContent('6');
    await advance(6);
    expect(status()).toHaveTextContent('Rest');
    expect(screen.getByText('0 cycles completed')).toBeInTheDocument();
    await advance(2);
    expect(status()).toHaveTextContent('Breathe in');
    expect(screen.getByText('1 cycle completed')).toBeInTheDocument();
  });

  it('grows the circle over 4 s on the in-breath and shrinks it over 6 s on the out-breath', async () => {
    const { user } = setup();
    const circle = screen.getByTestId('breath-circle');
    expect(circle.style.transform).toBe('scale(0.55)');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(circle.style.transform).toBe('scale(1)');
    expect(circle.style.transition).toContain('4s');
    await advance(8);
    expect(circle.style.transform).toBe('scale(0.55)');
    expect(circle.style.transition).toContain('6s');
  });

  it('pauses and resumes without losing its place', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await advance(2);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    await advance(10);
    expect(screen.getByTestId('phase-seconds')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await advance(2);
    expect(screen.getByText('Hold', { selector: '[aria-live]' })).toBeInTheDocument();
  });

  it('reports the cycles when the person stops after at least one cycle', async () => {
    const { user, onEvent } = setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await advance(32);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onEvent).toHaveBeenCalledWith('session_completed', { cycles: 2 });
    expect(screen.getByRole('status')).toHaveTextContent('You breathed through 2 full cycles.');
    expect(screen.getByText('0 cycles completed')).toBeInTheDocument();
  });

  it('does not report a session stopped before one full cycle', async () => {
    const { user, onEvent, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await advance(10);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    unmount();
    expect(onEvent).not.toHaveBeenCalledWith('session_completed', expect.anything());
  });

  it('reports the cycles when the person leaves mid-session', async () => {
    const { user, onEvent, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await advance(16);
    unmount();
    expect(onEvent).toHaveBeenCalledWith('session_completed', { cycles: 1 });
  });

  it('keeps the circle still with reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    const { user } = setup();
    expect(screen.getByText('Motion is turned down, so the words will guide you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const circle = screen.getByTestId('breath-circle');
    expect(circle.style.transform).toBe('');
    expect(circle.style.transition).toBe('');
    expect(screen.getByText('Breathe in', { selector: '[aria-live]' })).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    setup();
    expect(screen.getByRole('region', { name: '마음 챙김 호흡' })).toBeInTheDocument();
    expect(screen.getByText('4-4-6-2 호흡 · 한 번에 16초')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '시작하기' })).toBeInTheDocument();
  });
});
