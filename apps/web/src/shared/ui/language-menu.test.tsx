import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageMenu } from './language-menu';

describe('LanguageMenu', () => {
  it('shows the current language with its flag and switches from the menu', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    const trigger = screen.getByRole('button', { name: /change language/i });
    expect(trigger).toHaveTextContent('🇺🇸EN');

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitemradio', { name: '한국어' }));

    expect(screen.getByRole('button', { name: /언어 변경/ })).toHaveTextContent('🇰🇷KO');
    expect(localStorage.getItem('language')).toBe('ko');
  });
});

describe('LanguageMenu before its menu has loaded', () => {
  it('keeps the keyboard focus on the trigger when the menu code arrives', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);

    await user.tab();
    // The stand-in is replaced by the menu's own trigger (Radix marks it with data-state) once the
    // menu code is in.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /change language/i })).toHaveAttribute(
        'data-state',
        'closed',
      ),
    );
    expect(screen.getByRole('button', { name: /change language/i })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('opens the menu when the trigger is pressed before the code has arrived', async () => {
    render(<LanguageMenu />);
    fireEvent.pointerDown(screen.getByRole('button', { name: /change language/i }), { button: 0 });

    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
