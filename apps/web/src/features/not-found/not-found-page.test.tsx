import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderRoute } from '../../test/render-route';

describe('404 page', () => {
  it('tells an English reader the page is missing and links home, inside the public layout', async () => {
    const { container } = renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    // The illustration is decoration: hidden from screen readers, the heading says it all.
    expect(container.querySelector('main img')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('says the same in Korean', async () => {
    await i18n.changeLanguage('ko');
    renderRoute('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '앗! 페이지를 찾을 수 없어요' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  });
});
