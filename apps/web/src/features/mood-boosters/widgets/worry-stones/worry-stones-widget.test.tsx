import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { WorryStonesWidget } from './worry-stones-widget';

function setup() {
  const onEvent = vi.fn();
  const user = userEvent.setup();
  render(<WorryStonesWidget onEvent={onEvent} />);
  const release = screen.getByRole('button', { name: 'Release this worry' });
  const rubStone = async (times: number) => {
    for (let i = 0; i < times; i++) await user.click(screen.getByRole('button', { name: /^Rub the / }));
  };
  return { onEvent, user, release, rubStone, field: screen.getByLabelText("What's weighing on you?") };
}

describe('WorryStonesWidget', () => {
  it('offers 4 stones and rubs the chosen one', async () => {
    const { user, rubStone } = setup();
    const stones = ['River stone', 'Jade', 'Rose quartz', 'Moonstone'];
    for (const name of stones) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'River stone' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Jade' }));
    expect(screen.getByRole('button', { name: 'Jade' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('0 rubs')).toBeInTheDocument();
    await rubStone(1);
    expect(screen.getByRole('button', { name: 'Rub the Jade' })).toBeInTheDocument();
    expect(screen.getByText('1 rub')).toBeInTheDocument();
  });

  it('rubs with Space and Enter on the stone', async () => {
    const { user } = setup();
    screen.getByRole('button', { name: 'Rub the River stone' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(screen.getByText('2 rubs')).toBeInTheDocument();
  });

  it('needs text and at least 5 rubs before releasing', async () => {
    const { user, release, rubStone, field, onEvent } = setup();
    expect(release).toBeDisabled();
    expect(screen.getByText('Rub the stone at least 5 times')).toBeInTheDocument();
    await user.type(field, 'the exam on Friday');
    await rubStone(4);
    expect(release).toBeDisabled();
    expect(release).toHaveAccessibleDescription(/Rub the stone at least 5 times/);
    await rubStone(1);
    expect(release).toBeEnabled();
    await user.clear(field);
    await user.type(field, '   ');
    expect(release).toBeDisabled();
    expect(screen.getByText('Write a few words about the worry')).toBeInTheDocument();
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('marks every 10 rubs with a milestone', async () => {
    const { rubStone, onEvent } = setup();
    await rubStone(9);
    expect(onEvent).not.toHaveBeenCalled();
    await rubStone(1);
    expect(onEvent).toHaveBeenCalledWith('milestone_reached', { rubs: 10 });
    expect(screen.getByText(/^10 rubs\. /)).toBeInTheDocument();
    await rubStone(10);
    expect(onEvent).toHaveBeenCalledWith('milestone_reached', { rubs: 20 });
    expect(onEvent).toHaveBeenCalledTimes(2);
  });

  it('releases the worry without sending the words, then resets', async () => {
    const { user, release, rubStone, field, onEvent } = setup();
    await user.click(screen.getByRole('button', { name: 'Moonstone' }));
    await user.type(field, 'the exam on Friday');
    await rubStone(6);
    await user.click(release);
    expect(onEvent).toHaveBeenCalledWith('item_released', { rubs: 6 });
    expect(JSON.stringify(onEvent.mock.calls)).not.toContain('exam');
    expect(screen.getByText(/You set that worry down/)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.getByText('0 rubs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'River stone' })).toHaveAttribute('aria-pressed', 'true');
    expect(release).toBeDisabled();
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    render(<WorryStonesWidget onEvent={vi.fn()} />);
    expect(screen.getByRole('region', { name: '걱정 돌' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이 걱정 내려놓기' })).toBeDisabled();
    expect(screen.getByText('돌을 5번 이상 문질러 주세요')).toBeInTheDocument();
  });
});
