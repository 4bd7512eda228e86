import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme/theme-provider';
import { ThemeToggle } from './theme-toggle';

function renderToggle() {
  render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Dark mode' });
}

describe('ThemeToggle', () => {
  it('switches the page to dark and back, and remembers the choice', async () => {
    const user = userEvent.setup();
    const toggle = renderToggle();
    const html = document.documentElement;
    expect(html).not.toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(html).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('darkMode')).toBe('true');

    await user.click(toggle);
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem('darkMode')).toBe('false');
  });

  it('starts dark when dark mode was saved earlier', () => {
    localStorage.setItem('darkMode', 'true');
    const toggle = renderToggle();

    expect(document.documentElement).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('falls back to light when the saved value is not a boolean', () => {
    localStorage.setItem('darkMode', '{oops');
    renderToggle();

    expect(document.documentElement).not.toHaveClass('dark');
  });
});
