import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trackPageVisit } from './track-page-visit';
import { PAGE_VISIT_DELAY_MS, usePageVisitTracking } from './use-page-visit-tracking';

vi.mock('./track-page-visit', () => ({ trackPageVisit: vi.fn() }));
const sent = () => vi.mocked(trackPageVisit).mock.calls.map(([path]) => path);

function Tracker() {
  usePageVisitTracking();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Tracker }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('usePageVisitTracking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(trackPageVisit).mockClear();
  });

  it('records a dashboard visit after 3 s', () => {
    renderAt('/dashboard');

    act(() => vi.advanceTimersByTime(PAGE_VISIT_DELAY_MS - 1));
    expect(sent()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(sent()).toEqual(['/dashboard']);
  });

  it('records insights visits too, and never other pages', () => {
    const router = renderAt('/insights');
    act(() => vi.advanceTimersByTime(PAGE_VISIT_DELAY_MS));
    act(() => void router.navigate('/journal'));
    act(() => vi.advanceTimersByTime(PAGE_VISIT_DELAY_MS * 2));

    expect(sent()).toEqual(['/insights']);
  });

  it('does not record a visit when the user leaves before 3 s', () => {
    const router = renderAt('/dashboard');

    act(() => vi.advanceTimersByTime(PAGE_VISIT_DELAY_MS - 500));
    act(() => void router.navigate('/sessions'));
    act(() => vi.advanceTimersByTime(PAGE_VISIT_DELAY_MS * 2));

    expect(sent()).toEqual([]);
  });
});
