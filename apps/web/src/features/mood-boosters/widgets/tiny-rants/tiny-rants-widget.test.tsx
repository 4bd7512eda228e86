import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { TinyRantsWidget } from './tiny-rants-widget';

const RANT = 'My printer hates me personally';

describe('TinyRantsWidget', () => {
  it('keeps Burn, Yeet and Keep disabled until the trimmed text is non-empty', async () => {
    const user = userEvent.setup();
    render(<TinyRantsWidget onEvent={vi.fn()} />);
    const buttons = ['Burn', 'Yeet', 'Keep'].map((name) => screen.getByRole('button', { name }));
    buttons.forEach((button) => expect(button).toBeDisabled());
    expect(screen.getByText('Write something first, then choose what to do with it.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your rant'), '   ');
    buttons.forEach((button) => expect(button).toBeDisabled());

    await user.type(screen.getByLabelText('Your rant'), 'ugh');
    buttons.forEach((button) => expect(button).toBeEnabled());
    expect(
      screen.queryByText('Write something first, then choose what to do with it.'),
    ).not.toBeInTheDocument();
  });

  it('burns the rant away, says something kind and records only the action', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<TinyRantsWidget onEvent={onEvent} />);
    await user.type(screen.getByLabelText('Your rant'), RANT);
    await user.click(screen.getByRole('button', { name: 'Burn' }));

    expect(screen.getByLabelText('Your rant')).toHaveValue('');
    expect(screen.getByText("Gone in smoke. You don't have to carry that one.")).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith('item_released', { action: 'burn' });
    expect(JSON.stringify(onEvent.mock.calls)).not.toContain('printer');
    expect(screen.getByLabelText('Your rant')).toHaveFocus();
  });

  it('yeets the rant off', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<TinyRantsWidget onEvent={onEvent} />);
    await user.type(screen.getByLabelText('Your rant'), RANT);
    await user.click(screen.getByRole('button', { name: 'Yeet' }));
    expect(screen.getByLabelText('Your rant')).toHaveValue('');
    expect(screen.getByText('Yeeted into space. Lighter already?')).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith('item_released', { action: 'yeet' });
  });

  it('keeps a rant in the "Kept for now" list for this visit, with remove', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<TinyRantsWidget onEvent={onEvent} />);
    await user.type(screen.getByLabelText('Your rant'), `  ${RANT}  `);
    await user.keyboard('{Tab}{Tab}{Tab}{Enter}');

    expect(onEvent).toHaveBeenCalledWith('item_released', { action: 'keep' });
    expect(screen.getByRole('heading', { name: 'Kept for now (1)' })).toBeInTheDocument();
    expect(screen.getByText(/Only for this visit/)).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getByText(RANT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove kept rant 1' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Removed. One less thing to hold.')).toBeInTheDocument();
  });

  it('shows the burn-away text while it animates, and only the message under reduced motion', async () => {
    const animate = vi.fn();
    Element.prototype.animate = animate as unknown as Element['animate'];
    const user = userEvent.setup();
    const { unmount } = render(<TinyRantsWidget onEvent={vi.fn()} />);
    await user.type(screen.getByLabelText('Your rant'), RANT);
    await user.click(screen.getByRole('button', { name: 'Burn' }));
    expect(animate).toHaveBeenCalledTimes(1);
    expect(screen.getByText(RANT)).toBeInTheDocument();
    unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<TinyRantsWidget onEvent={vi.fn()} />);
    await user.type(screen.getByLabelText('Your rant'), RANT);
    await user.click(screen.getByRole('button', { name: 'Yeet' }));
    expect(animate).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(RANT)).not.toBeInTheDocument();
    expect(screen.getByText('Yeeted into space. Lighter already?')).toBeInTheDocument();
    delete (Element.prototype as { animate?: unknown }).animate;
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    render(<TinyRantsWidget onEvent={vi.fn()} />);
    expect(screen.getByRole('region', { name: '털어놓기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '태우기' })).toBeDisabled();
  });
});
