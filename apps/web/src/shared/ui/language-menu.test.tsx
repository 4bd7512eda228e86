import { render, screen } from '@testing-library/react';
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
