import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LanguageToggle } from './language-toggle';

function SomeCopy() {
  const { t } = useTranslation();
  return <p>{t('notFound.home')}</p>;
}

describe('LanguageToggle', () => {
  it('switches the interface to Korean and back, and remembers the choice', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageToggle />
        <SomeCopy />
      </>,
    );
    expect(screen.getByText('Return to Home')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '한국어, KR' }));
    expect(screen.getByText('홈으로 돌아가기')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '한국어, KR' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('language')).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');

    await user.click(screen.getByRole('button', { name: 'English, EN' }));
    expect(screen.getByText('Return to Home')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('labels the choices EN and KR', () => {
    render(<LanguageToggle />);
    expect(screen.getByRole('button', { name: 'English, EN' })).toHaveTextContent('EN');
    expect(screen.getByRole('button', { name: '한국어, KR' })).toHaveTextContent('KR');
  });
});
