import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { readStartingMood } from './starting-mood';

async function openLanding() {
  mockApi();
  const view = renderRoute('/');
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('landing page', () => {
  it('shows every section in English, top to bottom', async () => {
    await openLanding();

    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Made for the days that feel like a lot',
      'Five thoughts you might have had this week',
      'What a conversation can feel like',
      "However you feel, it's welcome here",
      'Ready for a softer day?',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'AI that speaks your language' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Pick your tone: Normal or MZ' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4 + 6);
    expect(screen.getByText('“I should be over this by now.”')).toBeInTheDocument();
    expect(screen.getByText("Example conversation — scripted, not a real person's chat")).toBeVisible();

    const cta = screen.getByRole('region', { name: 'Ready for a softer day?' });
    expect(within(cta).getByRole('link', { name: 'Get started free' })).toHaveAttribute('href', '/signup');
    for (const label of ['Free to start', 'Private and secure', 'No therapy-speak']) {
      expect(within(cta).getByText(label)).toBeVisible();
    }

    const social = screen.getByRole('navigation', { name: 'maeum. on social media' });
    const instagram = within(social).getByRole('link', { name: 'maeum. on Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/maeum.app');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(within(social).getAllByRole('link')).toHaveLength(3);
    expect(screen.getByText('Built with care in Seoul')).toBeVisible();
  });

  it('labels the companion lines of the chat demo as AI', async () => {
    await openLanding();

    const demo = screen.getByRole('region', { name: 'What a conversation can feel like' });
    expect(within(demo).getAllByText('AI')).toHaveLength(2);
  });

  it('shows the sections and the banner labels in Korean', async () => {
    await i18n.changeLanguage('ko');
    await openLanding();

    expect(screen.getByRole('heading', { level: 2, name: '벅찬 하루를 위해 만들었어요' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '대화는 이런 느낌이에요' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: '지쳤어요' })).toBeVisible();
    const cta = screen.getByRole('region', { name: '조금 더 편안한 하루, 시작해 볼까요?' });
    expect(within(cta).getByRole('link', { name: '무료로 시작하기' })).toHaveAttribute('href', '/signup');
    for (const label of ['무료로 시작', '안전한 개인정보 보호', '딱딱한 상담 말투 없이']) {
      expect(within(cta).getByText(label)).toBeVisible();
    }
    expect(screen.getByText('서울에서 정성껏 만들었어요')).toBeVisible();
  });

  it('opens the guide from the hero and closes it again', async () => {
    await openLanding();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Take a quick tour' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to maeum.' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the tour button when the guide is closed with Escape', async () => {
    await openLanding();
    const user = userEvent.setup();
    const tour = screen.getByRole('button', { name: 'Take a quick tour' });

    tour.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Welcome to maeum.' })).toBeVisible();
    await user.keyboard('{Escape}');

    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(tour).toHaveFocus());
  });

  it('makes every mood a link to sign-up that remembers the mood, by keyboard too', async () => {
    sessionStorage.clear();
    const { router } = await openLanding();
    const user = userEvent.setup();

    const moods = screen.getByRole('region', { name: "However you feel, it's welcome here" });
    expect(within(moods).getAllByRole('link')).toHaveLength(6);
    const sad = within(moods).getByRole('link', { name: /^Sad/ });
    expect(sad).toHaveAttribute('href', '/signup?mood=sad');
    expect(within(sad).getByRole('heading', { level: 3, name: 'Sad' })).toBeVisible();

    sad.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.search).toBe('?mood=sad');
    expect(readStartingMood()).toBe('sad');
  });

  it('shows the hero illustration to sighted visitors only', async () => {
    const { container } = await openLanding();

    const illustration = container.querySelector('section[aria-labelledby="hero-title"] img');
    expect(illustration).toHaveAttribute('alt', '');
    expect(illustration).toHaveAttribute('aria-hidden', 'true');
    expect(illustration?.getAttribute('src')).toMatch(/hero.*\.svg$/);
  });
});
