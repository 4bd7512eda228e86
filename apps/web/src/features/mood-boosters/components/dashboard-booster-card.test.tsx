import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../shared/api/query-client';
import { mockApi } from '../../../test/mock-api';
import { TEST_CATALOGUE } from '../lib/test-catalogue';
import { boosterOfTheDay, DashboardBoosterCard } from './dashboard-booster-card';

function renderCard(allowed: boolean) {
  mockApi({
    'GET /api/mood-boosters': { status: 200, body: TEST_CATALOGUE },
    'GET /api/features/mood-boosters': {
      status: 200,
      body: { allowed, canPreview: !allowed, preview: null },
    },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DashboardBoosterCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the dashboard booster card', () => {
  afterEach(() => vi.useRealTimers());

  it('suggests the same booster all day and another the next day', () => {
    const day = new Date(2026, 10, 26, 9);
    const later = new Date(2026, 10, 26, 23);
    const tomorrow = new Date(2026, 10, 27, 9);
    expect(boosterOfTheDay(TEST_CATALOGUE, later)).toBe(boosterOfTheDay(TEST_CATALOGUE, day));
    expect(boosterOfTheDay(TEST_CATALOGUE, tomorrow)).not.toBe(boosterOfTheDay(TEST_CATALOGUE, day));
  });

  it('never suggests a booster the plan cannot open: Free gets one of the preview’s first 3', async () => {
    const previewable = TEST_CATALOGUE.slice(0, 3).map((booster) => `/mood-boosters/${booster.slug}`);
    for (let date = 20; date < 26; date++) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, date, 9));
      renderCard(false);
      const open = await screen.findByRole('link', { name: 'Open' });
      expect(previewable).toContain(open.getAttribute('href'));
      document.body.innerHTML = '';
    }
  });

  it('suggests any of the 19 on Plus', async () => {
    // A day whose booster is beyond the first 3.
    let day = new Date(2026, 10, 1, 9);
    while (TEST_CATALOGUE.indexOf(boosterOfTheDay(TEST_CATALOGUE, day)!) < 3)
      day = new Date(day.getTime() + 86_400_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(day);
    renderCard(true);
    const open = await screen.findByRole('link', { name: 'Open' });
    expect(open).toHaveAttribute('href', `/mood-boosters/${boosterOfTheDay(TEST_CATALOGUE, day)!.slug}`);
  });
});
