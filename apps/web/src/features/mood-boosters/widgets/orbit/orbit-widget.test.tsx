import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { orbitRadius, planetRadius } from './orbit-data';
import { OrbitWidget } from './orbit-widget';

function setIntensity(value: number) {
  fireEvent.change(screen.getByRole('slider', { name: 'How strong is it?' }), {
    target: { value: String(value) },
  });
}

describe('OrbitWidget', () => {
  it('refuses an empty or blank name with a gentle message and adds nothing', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<OrbitWidget onEvent={onEvent} />);
    await user.click(screen.getByRole('button', { name: 'Add planet' }));
    expect(screen.getByText('Give the feeling a name first.')).toBeInTheDocument();
    expect(screen.getByLabelText('Feeling')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Feeling'), '    ');
    await user.click(screen.getByRole('button', { name: 'Add planet' }));
    expect(screen.queryAllByTestId('planet')).toHaveLength(0);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('adds a trimmed feeling as a planet with its intensity and colour, and records only the intensity', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<OrbitWidget onEvent={onEvent} />);
    expect(screen.getByRole('slider', { name: 'How strong is it?' })).toHaveAttribute('min', '1');
    expect(screen.getByRole('slider', { name: 'How strong is it?' })).toHaveAttribute('max', '10');
    expect(within(screen.getByRole('group', { name: 'Colour' })).getAllByRole('radio')).toHaveLength(8);

    await user.type(screen.getByLabelText('Feeling'), '  nervous  ');
    setIntensity(8);
    expect(screen.getByText('8 / 10')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Lavender' }));
    await user.click(screen.getByRole('button', { name: 'Add planet' }));

    expect(onEvent).toHaveBeenCalledWith('item_added', { intensity: 8 });
    expect(JSON.stringify(onEvent.mock.calls)).not.toContain('nervous');
    expect(screen.getByRole('heading', { name: 'Your planets (1)' })).toBeInTheDocument();
    expect(screen.getByText('nervous')).toBeInTheDocument();
    expect(screen.getByText('nervous is now orbiting you.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your solar system: you and 1 feeling.' })).toBeInTheDocument();
    const planet = screen.getByTestId('planet').querySelector('circle');
    expect(planet).toHaveAttribute('fill', '#8b6ad8');
    expect(planet).toHaveAttribute('r', String(planetRadius(8)));
    expect(screen.getByLabelText('Feeling')).toHaveValue('');
  });

  it('draws a stronger feeling bigger and closer to You', () => {
    expect(planetRadius(10)).toBeGreaterThan(planetRadius(1));
    expect(orbitRadius(10)).toBeLessThan(orbitRadius(1));
  });

  it('removes a planet from the list and the sky', async () => {
    const user = userEvent.setup();
    render(<OrbitWidget onEvent={vi.fn()} />);
    await user.type(screen.getByLabelText('Feeling'), 'tired{Enter}');
    await user.type(screen.getByLabelText('Feeling'), 'hopeful{Enter}');
    expect(screen.getAllByTestId('planet')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove tired' }));
    expect(screen.getAllByTestId('planet')).toHaveLength(1);
    expect(screen.getByText('tired has drifted away.')).toBeInTheDocument();
  });

  it('stops at 12 planets', async () => {
    const user = userEvent.setup();
    render(<OrbitWidget onEvent={vi.fn()} />);
    for (let i = 1; i <= 12; i++) await user.type(screen.getByLabelText('Feeling'), `feeling ${i}{Enter}`);
    expect(screen.getAllByTestId('planet')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Add planet' })).toBeDisabled();
    expect(screen.getByText(/Your sky is full with 12 planets/)).toBeInTheDocument();
  });

  it('orbits, but holds the planets still under reduced motion', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<OrbitWidget onEvent={vi.fn()} />);
    await user.type(screen.getByLabelText('Feeling'), 'calm{Enter}');
    expect(screen.getByTestId('planet')).toHaveClass('animate-spin');
    unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<OrbitWidget onEvent={vi.fn()} />);
    await user.type(screen.getByLabelText('Feeling'), 'calm{Enter}');
    expect(screen.getByTestId('planet')).not.toHaveClass('animate-spin');
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    const user = userEvent.setup();
    render(<OrbitWidget onEvent={vi.fn()} />);
    expect(screen.getByRole('region', { name: '감정 태양계' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '행성 추가' }));
    expect(screen.getByText('먼저 감정에 이름을 붙여 주세요.')).toBeInTheDocument();
  });
});
