import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { EnergyRadarWidget } from './energy-radar-widget';

function setup() {
  const onEvent = vi.fn();
  const user = userEvent.setup();
  render(<EnergyRadarWidget onEvent={onEvent} />);
  return { onEvent, user };
}

// gives: walk, friend, cooking; drains: scrolling, work, news, tidying; depends: nap
const ANSWERS = [
  'Drains me',
  'Gives me energy',
  'Gives me energy',
  'Drains me',
  'Gives me energy',
  'It depends',
  'Drains me',
  'Drains me',
];

describe('EnergyRadarWidget', () => {
  it('shows the 8 activities one by one with progress', async () => {
    const { user, onEvent } = setup();
    expect(screen.getByText('1 of 8')).toBeInTheDocument();
    expect(screen.getByText('Scrolling social media')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Drains me/ }));
    expect(onEvent).toHaveBeenCalledWith('session_started', { activities: 8 });
    await user.click(screen.getByRole('button', { name: /Gives me energy/ }));
    expect(screen.getByText('3 of 8')).toBeInTheDocument();
    expect(screen.getByText('Talking with a friend')).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('goes back to change an answer', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Drains me/ }));
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByText('1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Drains me/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sums up gives and drains with a suggestion, and sorts again', async () => {
    const { user, onEvent } = setup();
    for (const answer of ANSWERS) await user.click(screen.getByRole('button', { name: new RegExp(answer) }));
    expect(onEvent).toHaveBeenLastCalledWith('session_completed', { gives: 3, drains: 4, depends: 1 });
    expect(screen.getByRole('heading', { name: 'Your energy map' })).toHaveFocus();
    expect(screen.getByTestId('bar-gives')).toHaveTextContent('3 of 8');
    expect(screen.getByTestId('bar-drains')).toHaveTextContent('4 of 8');
    expect(screen.getByTestId('bar-depends')).toHaveTextContent('1 of 8');
    expect(screen.getByText('A walk outside')).toBeInTheDocument();
    expect(screen.getByText('A nap')).toBeInTheDocument();
    // More drains than gives: soften the first drain.
    expect(screen.getByText(/“Scrolling social media” seems to take a lot from you/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sort again' }));
    expect(screen.getByText('1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Drains me/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('suggests leaning on what gives energy when it outweighs the drains', async () => {
    const { user } = setup();
    for (let i = 0; i < 8; i++) await user.click(screen.getByRole('button', { name: /Gives me energy/ }));
    expect(screen.getByText(/“Scrolling social media” fills you up/)).toBeInTheDocument();
    expect(screen.getAllByText('Nothing here this time')).toHaveLength(2);
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    setup();
    expect(screen.getByRole('region', { name: '에너지 분류' })).toBeInTheDocument();
    expect(screen.getByText('1/8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /힘이 나요/ })).toBeInTheDocument();
  });
});
