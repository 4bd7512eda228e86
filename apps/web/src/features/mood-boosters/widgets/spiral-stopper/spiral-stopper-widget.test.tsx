import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { SpiralStopperWidget } from './spiral-stopper-widget';

describe('SpiralStopperWidget', () => {
  it('starts at speed 10 and drops by 2 per click until it is still', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<SpiralStopperWidget onEvent={onEvent} />);

    expect(screen.getByRole('region', { name: 'Spiral slow-down' })).toBeInTheDocument();
    expect(screen.getByTestId('spiral-speed')).toHaveTextContent('10');
    expect(screen.getByText('Speed 10 of 10')).toBeInTheDocument();

    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      await user.click(screen.getByRole('button', { name: 'Slow down' }));
      seen.push(screen.getByTestId('spiral-speed').textContent ?? '');
    }
    expect(seen).toEqual(['8', '6', '4', '2', '0']);
    expect(screen.getByText('Still. Notice how that feels.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slow down' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start again' })).toHaveFocus();
  });

  it('changes the grounding line with each step', async () => {
    const user = userEvent.setup();
    render(<SpiralStopperWidget onEvent={vi.fn()} />);
    expect(screen.getByText(/spinning fast/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Slow down' }));
    expect(screen.queryByText(/spinning fast/)).not.toBeInTheDocument();
    expect(screen.getByText(/feet on the floor/)).toBeInTheDocument();
  });

  it('records the start on the first click and the end with the clicks at 0', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<SpiralStopperWidget onEvent={onEvent} />);

    await user.click(screen.getByRole('button', { name: 'Slow down' }));
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith('session_started');
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Slow down' }));
    expect(onEvent).toHaveBeenCalledTimes(2);
    expect(onEvent).toHaveBeenLastCalledWith('session_completed', { clicks: 5 });
  });

  it('starts again from 10', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<SpiralStopperWidget onEvent={onEvent} />);
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Slow down' }));
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByTestId('spiral-speed')).toHaveTextContent('10');
    expect(screen.getByRole('button', { name: 'Slow down' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Slow down' }));
    expect(onEvent).toHaveBeenLastCalledWith('session_started');
  });

  it('holds the spiral still under reduced motion, keeping the number and the words', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const user = userEvent.setup();
    const { container } = render(<SpiralStopperWidget onEvent={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Slow down' }));
    expect(raf).not.toHaveBeenCalled();
    expect(container.querySelector('svg g')).toHaveAttribute('transform', 'rotate(0 100 100)');
    expect(screen.getByTestId('spiral-speed')).toHaveTextContent('8');
    expect(screen.getByText(/feet on the floor/)).toBeInTheDocument();
    raf.mockRestore();
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    render(<SpiralStopperWidget onEvent={vi.fn()} />);
    expect(screen.getByRole('region', { name: '소용돌이 늦추기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '천천히' })).toBeInTheDocument();
  });
});
