import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { NotDoingListWidget } from './not-doing-list-widget';

describe('NotDoingListWidget', () => {
  it('shows the first of 20 slips and walks through all 20, back to the first', async () => {
    const user = userEvent.setup();
    render(<NotDoingListWidget onEvent={vi.fn()} />);
    expect(screen.getByText('1 of 20')).toBeInTheDocument();
    expect(screen.getByText("You don't have to reply to everyone today.")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Another one' }));
    expect(screen.getByText('2 of 20')).toBeInTheDocument();
    expect(screen.getByText("You don't have to be productive to be worthy.")).toBeInTheDocument();

    const texts = new Set<string>();
    for (let i = 0; i < 19; i++) {
      texts.add(screen.getByRole('blockquote').textContent ?? '');
      await user.click(screen.getByRole('button', { name: 'Another one' }));
    }
    expect(texts.size).toBe(19);
    expect(screen.getByText('1 of 20')).toBeInTheDocument();
  });

  it('adds a taken slip to "Your slips today" and records its index', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<NotDoingListWidget onEvent={onEvent} />);
    expect(screen.getByRole('heading', { name: 'Your slips today (0)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Another one' }));
    await user.click(screen.getByRole('button', { name: 'Take this slip' }));
    expect(onEvent).toHaveBeenCalledWith('item_added', { index: 1 });
    expect(screen.getByRole('heading', { name: 'Your slips today (1)' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list')).getByText("You don't have to be productive to be worthy."),
    ).toBeInTheDocument();
    // The same slip cannot be taken twice.
    expect(screen.getByRole('button', { name: 'Taken' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Another one' }));
    await user.click(screen.getByRole('button', { name: 'Take this slip' }));
    expect(screen.getByRole('heading', { name: 'Your slips today (2)' })).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledTimes(2);
  });

  it("remembers today's slips on this device", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<NotDoingListWidget onEvent={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Take this slip' }));
    unmount();
    render(<NotDoingListWidget onEvent={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Your slips today (1)' })).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    render(<NotDoingListWidget onEvent={vi.fn()} />);
    expect(screen.getByText('20장 중 1번째')).toBeInTheDocument();
    expect(screen.getByText('오늘 모든 연락에 답하지 않아도 괜찮아요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이 쪽지 챙기기' })).toBeInTheDocument();
  });
});
