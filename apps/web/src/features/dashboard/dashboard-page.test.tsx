import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { meBody, mockSignedIn } from '../../test/signed-in';
import { deferred, jsonResponse } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { timeOfDay } from './greeting';

function at(hour: number) {
  // Only Date is faked: the router, Query and testing-library keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, hour, 0, 0));
}

describe('timeOfDay', () => {
  it.each([
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [21, 'evening'],
    [22, 'night'],
    [2, 'night'],
  ])('%i h is %s', (hour, expected) => {
    expect(timeOfDay(new Date(2026, 0, 1, hour))).toBe(expected);
  });
});

describe('DashboardPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner while /api/me loads, then greets warmly in the normal tone', async () => {
    at(9);
    const me = deferred<Response>();
    const api = mockSignedIn();
    const fallback = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) =>
      String(input).endsWith('/api/me') ? me.promise : fallback(input, init),
    );
    renderRoute('/dashboard');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    me.resolve(jsonResponse(200, meBody()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Good morning, Mina Kim.' })).toBeVisible();
    expect(screen.getByText('How are you feeling today? Take a moment for yourself.')).toBeVisible();
  });

  it('greets casually in the genz tone', async () => {
    at(20);
    mockSignedIn(meBody({ tone: 'genz' }));
    renderRoute('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Evening, Mina Kim ✨ how we doing?' }),
    ).toBeVisible();
  });

  it('greets in Korean in both tones', async () => {
    at(14);
    await i18n.changeLanguage('ko');
    mockSignedIn(meBody({ fullName: '김민아', language: 'ko' }));
    const first = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: '김민아님, 좋은 오후예요.' })).toBeVisible();
    first.unmount();

    mockSignedIn(meBody({ fullName: '김민아', tone: 'genz', language: 'ko' }));
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: '김민아, 오후도 화이팅 🔥' })).toBeVisible();
  });

  it('shows the onboarding card until the user has onboarded', async () => {
    mockSignedIn(meBody({ hasOnboarded: false }));
    const first = renderRoute('/dashboard');
    const card = (await screen.findByRole('heading', { level: 2, name: "Let's get to know you" }))
      .parentElement!.parentElement!;
    expect(within(card).getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/onboarding');
    first.unmount();

    mockSignedIn(meBody({ hasOnboarded: true }));
    renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Quick start' });
    expect(screen.queryByRole('heading', { name: "Let's get to know you" })).not.toBeInTheDocument();
  });

  it('offers quick starts for Talk, Journal and Mood Boosters, and no made-up numbers', async () => {
    mockSignedIn();
    renderRoute('/dashboard');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Quick start' })).parentElement!;

    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/therapy',
      '/journal',
      '/mood-boosters',
    ]);
    expect(links[0]).toHaveTextContent('Talk');
    expect(screen.getByRole('main').textContent).not.toMatch(/\d|therapy/i);
  });
});
