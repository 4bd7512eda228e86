import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { SelfDoodleWidget } from './self-doodle-widget';

// jsdom has no 2D context: the widget must cope with getContext returning null.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  return () => vi.restoreAllMocks();
});

function stroke(canvas: HTMLElement, pointerId = 1) {
  fireEvent.pointerDown(canvas, { pointerId, clientX: 10, clientY: 10, button: 0, pointerType: 'mouse' });
  fireEvent.pointerMove(canvas, { pointerId, clientX: 40, clientY: 30, pointerType: 'mouse' });
  fireEvent.pointerUp(canvas, { pointerId, clientX: 40, clientY: 30, pointerType: 'mouse' });
}

describe('SelfDoodleWidget', () => {
  it('shows a 2:00 timer that starts with the first stroke and stops drawing at 0:00', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onEvent = vi.fn();
    render(<SelfDoodleWidget onEvent={onEvent} />);
    const canvas = screen.getByRole('img', { name: 'Drawing space' });
    expect(canvas).toHaveAccessibleDescription(/free drawing space/);
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');

    stroke(canvas);
    expect(onEvent).toHaveBeenCalledWith('session_started');
    expect(screen.queryByRole('button', { name: 'Start the timer' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('1:59');

    act(() => vi.advanceTimersByTime(119_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(screen.getByText("Time's up — look at what you made.")).toBeInTheDocument();
    expect(onEvent).toHaveBeenLastCalledWith('session_completed', { seconds: 120, strokes: 1 });
    expect(screen.getByRole('button', { name: 'Draw again' })).toHaveFocus();

    // Drawing has stopped: a new stroke adds nothing (Undo stays disabled) and starts nothing.
    stroke(canvas, 2);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(onEvent).toHaveBeenCalledTimes(2);
  });

  it('starts from the keyboard, and Draw again resets to 2:00', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onEvent = vi.fn();
    render(<SelfDoodleWidget onEvent={onEvent} />);
    screen.getByRole('button', { name: 'Start the timer' }).focus();
    await user.keyboard('{Enter}');
    expect(onEvent).toHaveBeenCalledWith('session_started');
    expect(screen.getByText('The timer has started. You have 2 minutes to draw.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(120_000));
    expect(onEvent).toHaveBeenLastCalledWith('session_completed', { seconds: 120, strokes: 0 });
    await user.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    expect(screen.queryByText("Time's up — look at what you made.")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the timer' })).toBeInTheDocument();
  });

  it('offers 6 pen colours, 3 brush sizes, Undo and Clear', async () => {
    const user = userEvent.setup();
    render(<SelfDoodleWidget onEvent={vi.fn()} />);
    const colours = screen.getByRole('group', { name: 'Pen colour' });
    expect(colours.querySelectorAll('input[type="radio"]')).toHaveLength(6);
    expect(screen.getByRole('radio', { name: 'Coral' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Sky blue' }));
    expect(screen.getByRole('radio', { name: 'Sky blue' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Brush size' }).querySelectorAll('input')).toHaveLength(3);

    const canvas = screen.getByRole('img', { name: 'Drawing space' });
    expect(canvas).toHaveClass('touch-none');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    stroke(canvas);
    stroke(canvas);
    expect(undo).toBeEnabled();
    await user.click(undo);
    expect(undo).toBeEnabled();
    await user.click(undo);
    expect(undo).toBeDisabled();
    stroke(canvas);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('saves the drawing as a PNG', async () => {
    const user = userEvent.setup();
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/png;base64,AAAA');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<SelfDoodleWidget onEvent={vi.fn()} />);
    stroke(screen.getByRole('img', { name: 'Drawing space' }));
    await user.click(screen.getByRole('button', { name: 'Save image' }));
    expect(toDataURL).toHaveBeenCalledWith('image/png');
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('my-doodle.png');
    expect(link.href).toBe('data:image/png;base64,AAAA');
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    render(<SelfDoodleWidget onEvent={vi.fn()} />);
    expect(screen.getByRole('region', { name: '낙서하기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '타이머 시작' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
  });
});
