import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { shuffledOrder } from './positive-affirmations-data';
import { PositiveAffirmationsWidget } from './positive-affirmations-widget';

function setup() {
  const onEvent = vi.fn();
  const user = userEvent.setup();
  render(<PositiveAffirmationsWidget onEvent={onEvent} />);
  return { onEvent, user };
}

const affirmation = () => screen.getByTestId('affirmation');

describe('PositiveAffirmationsWidget', () => {
  it('shows one of 15 affirmations at a time with the hint', async () => {
    const { user } = setup();
    expect(screen.getByText('1 of 15')).toBeInTheDocument();
    expect(affirmation()).toHaveTextContent('I am allowed to take up space.');
    expect(screen.getByText('Say it slowly, three times.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('3 of 15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('2 of 15')).toBeInTheDocument();
  });

  it('goes round from the first to the 15th', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('15 of 15')).toBeInTheDocument();
    expect(affirmation()).toHaveTextContent('I am still learning, and that is enough.');
  });

  it('moves with the arrow keys when the card has focus', async () => {
    const { user } = setup();
    const card = screen.getByRole('group', { name: /Affirmation/ });
    await user.tab();
    expect(card).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('3 of 15')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 of 15')).toBeInTheDocument();
  });

  it('shuffles into a new order that starts somewhere else', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Shuffle' }));
    expect(screen.getByText('1 of 15')).toBeInTheDocument();
    expect(affirmation()).not.toHaveTextContent('I am allowed to take up space.');
    vi.restoreAllMocks();
  });

  it('keeps every position exactly once when shuffling', () => {
    const order = shuffledOrder(15, 0);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    expect(order[0]).not.toBe(0);
  });

  it('keeps favourites for this visit and reports each one', async () => {
    const { user, onEvent } = setup();
    expect(screen.getByText(/Tap the heart/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Keep as a favourite' }));
    expect(onEvent).toHaveBeenCalledWith('item_added', { index: 1, affirmation: 'slowly' });
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = screen.getByRole('list');
    expect(within(list).getByText('I can go slowly today. Slow still counts.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    setup();
    expect(screen.getByRole('region', { name: '긍정 확언' })).toBeInTheDocument();
    expect(screen.getByText('1/15')).toBeInTheDocument();
    expect(affirmation()).toHaveTextContent('나는 여기 있어도 괜찮은 사람이에요.');
    expect(screen.getByText('천천히, 세 번 소리 내어 말해 보세요.')).toBeInTheDocument();
  });
});
