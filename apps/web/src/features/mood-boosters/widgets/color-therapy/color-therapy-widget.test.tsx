import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { ColorTherapyWidget } from './color-therapy-widget';

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const onEvent = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<ColorTherapyWidget onEvent={onEvent} />);
  return { onEvent, user };
}

const advance = async (seconds: number) => {
  for (let i = 0; i < seconds; i++) await act(() => vi.advanceTimersByTime(1000));
};

async function startOcean() {
  const result = setup();
  await result.user.click(screen.getByRole('button', { name: /Calm Ocean/ }));
  await result.user.click(screen.getByRole('button', { name: 'Begin 3:00 session' }));
  return result;
}

describe('ColorTherapyWidget', () => {
  it('offers five palettes and needs one picked before starting', async () => {
    const { user } = setup();
    const names = ['Calm Ocean', 'Forest Walk', 'Sunset Glow', 'Lavender Dream', 'Morning Light'];
    for (const name of names)
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5);
    const begin = screen.getByRole('button', { name: 'Begin 3:00 session' });
    expect(begin).toBeDisabled();
    expect(screen.getByText('Pick a palette to begin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Forest Walk/ }));
    expect(screen.getByRole('button', { name: /Forest Walk/ })).toHaveAttribute('aria-pressed', 'true');
    expect(begin).toBeEnabled();
    expect(screen.queryByText('Pick a palette to begin.')).not.toBeInTheDocument();
  });

  it('runs a 3:00 session with a 5 s in, 5 s out breath cue', async () => {
    const { onEvent } = await startOcean();
    expect(onEvent).toHaveBeenCalledWith('session_started', { palette: 'ocean' });
    expect(screen.getByRole('timer')).toHaveTextContent('3:00');
    expect(screen.getByText('Breathe in')).toBeInTheDocument();
    await advance(4);
    expect(screen.getByText('Breathe in')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Breathe out')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('2:55');
    await advance(5);
    expect(screen.getByText('Breathe in')).toBeInTheDocument();
  });

  it('pauses and resumes the session', async () => {
    const { user } = await startOcean();
    await advance(3);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    await advance(10);
    expect(screen.getByRole('timer')).toHaveTextContent('2:57');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await advance(1);
    expect(screen.getByRole('timer')).toHaveTextContent('2:56');
  });

  it('shows a completion message at 0 and reports it', async () => {
    const { onEvent, user } = await startOcean();
    await advance(180);
    expect(screen.getByRole('heading', { name: 'Three quiet minutes, done' })).toHaveFocus();
    expect(onEvent).toHaveBeenCalledWith('session_completed', { palette: 'ocean', seconds: 180 });
    await user.click(screen.getByRole('button', { name: 'Choose another palette' }));
    expect(screen.getByRole('heading', { name: 'Choose a palette' })).toBeInTheDocument();
  });

  it('ends early without reporting a completed session', async () => {
    const { onEvent, user } = await startOcean();
    await advance(20);
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(screen.getByRole('heading', { name: 'Choose a palette' })).toBeInTheDocument();
    await advance(200);
    expect(onEvent).not.toHaveBeenCalledWith('session_completed', expect.anything());
  });

  it('keeps a steady gradient with reduced motion, and still switches the cue every 5 s', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    await startOcean();
    expect(screen.getByTestId('color-field').style.animation).toBe('');
    expect(screen.getByTestId('breath-orb').style.transform).toBe('');
    await advance(5);
    expect(screen.getByText('Breathe out')).toBeInTheDocument();
  });

  it('drifts the gradient and grows the orb without reduced motion', async () => {
    await startOcean();
    await advance(1);
    expect(screen.getByTestId('color-field').style.animation).toContain('color-therapy-drift');
    expect(screen.getByTestId('breath-orb').style.transform).toBe('scale(1)');
    await advance(4);
    expect(screen.getByTestId('breath-orb').style.transform).toBe('scale(0.7)');
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    setup();
    expect(screen.getByRole('region', { name: '색채 휴식' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /고요한 바다/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3:00 세션 시작하기' })).toBeDisabled();
  });
});
